import Glibc

/// Plugins are native code: a file that other users can change, or swap by renaming a folder
/// on its way, could run anything in the host. Like OpenSSH's StrictModes, the host resolves
/// the real path of the plugin file and of the folder it was found in (a symbolic link may point
/// elsewhere) and checks the file and every folder from each up to `/`: each must belong to root
/// or the user running the host, and none may be writable by its group or everyone. One
/// exception: a folder above the plugin's own folder may be writable by everyone when it is
/// sticky (`/tmp`, mode 1777), since then no other user can rename or remove what it holds,
/// and what it holds on the way to the plugin is checked in turn.
enum PluginTrust {
    /// Why the plugin at `path` (absolute) is not trusted, or `nil` when it is.
    static func problem(with path: String) -> String? {
        guard let file = realPath(path) else { return "cannot resolve file \(path): \(String(cString: strerror(errno)))" }
        if let problem = problem(with: file, what: "file", mayBeSticky: false) { return problem }
        let found = parent(of: path)
        guard let foundFolder = realPath(found) else { return "cannot resolve folder \(found): \(String(cString: strerror(errno)))" }
        let holding = parent(of: file)
        for folder in foundFolder == holding ? [holding] : [holding, foundFolder] {
            if let problem = problem(with: folder, what: "folder", mayBeSticky: false) { return problem }
            var above = folder
            while above != "/" {
                above = parent(of: above)
                if let problem = problem(with: above, what: "folder", mayBeSticky: true) { return problem }
            }
        }
        return nil
    }

    /// Why `path` (a real path) is not trusted as a `what`, or `nil` when it is.
    private static func problem(with path: String, what: String, mayBeSticky: Bool) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return "cannot stat \(what) \(path): \(String(cString: strerror(errno)))" }
        if info.st_uid != getuid() && info.st_uid != 0 {
            return "\(what) \(path) belongs to user \(info.st_uid), neither root nor the user running trellis"
        }
        let sticky = mayBeSticky && info.st_mode & S_ISVTX != 0
        if info.st_mode & (S_IWGRP | S_IWOTH) != 0 && !sticky {
            let who = info.st_mode & S_IWOTH != 0 ? "everyone" : "its group"
            return "\(what) \(path) is writable by \(who) (chmod go-w it, or pass --allow-writable-plugins)"
        }
        return nil
    }

    /// `path` with every symbolic link, `.` and `..` resolved, or `nil` (and `errno`) when it
    /// cannot be.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The folder holding `path` (absolute): `/` for `/` and for what is directly in it.
    private static func parent(of path: String) -> String {
        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
        return "/" + folder
    }
}
