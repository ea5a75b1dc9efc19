// The trellis command line arrives with the CLI issue; until then it says so.
import Foundation

FileHandle.standardError.write(Data("trellis: the command line is not built yet; see README.md\n".utf8))
exit(2)
