import Foundation

extension String.StandardComparator {
    /// The comparator SwiftUI's string columns sort by unless told otherwise (Foundation on
    /// Linux has no localized string comparison, so it compares as `lexical` does). A table
    /// draws its rows in the order given, so a column only names it.
    public static var localizedStandard: String.StandardComparator { .lexical }
}
