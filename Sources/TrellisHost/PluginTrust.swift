import Glibc

/// Plugins are native code: a file that other users can change could run anything in the
/// host. A plugin is refused when it, or the folder holding it, is writable by its group or by
/// everyone, or owned by another user than the one running the host or root.
enum PluginTrust {
    /// Why the plugin at `path` is not trusted, or `nil` when it is.
    static func problem(with path: String) -> String? {
        let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        for (what, target) in [("file", path), ("folder", directory.isEmpty ? "/" : directory)] {
            var info = stat()
            guard stat(target, &info) == 0 else { return "cannot stat \(what) \(target)" }
            if info.st_mode & (S_IWGRP | S_IWOTH) != 0 {
                let who = info.st_mode & S_IWOTH != 0 ? "everyone" : "its group"
                return "\(what) \(target) is writable by \(who) (chmod go-w it, or pass --allow-writable-plugins)"
            }
            if info.st_uid != getuid() && info.st_uid != 0 {
                return "\(what) \(target) belongs to user \(info.st_uid), not to the user running trellis"
            }
        }
        return nil
    }
}
