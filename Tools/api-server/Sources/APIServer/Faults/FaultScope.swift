/// Which requests the server-wide faults (the `--latency-ms`, `--fail-rate`, `--fail-status` and
/// `--fault` flags) apply to: every route, or only the paths under the `--fault-path` prefixes, so
/// one route can fail while the others answer. Per-request `X-Fault-*` headers apply whatever the
/// scope, and `/health` is never faulted (see ``FaultMiddleware``).
public struct FaultScope: Sendable, Equatable {
    /// The path prefixes without trailing slashes (`/` becomes the empty prefix, which covers every
    /// path); no prefixes at all means every route.
    public let pathPrefixes: [String]

    /// Server-wide faults apply to every route (the default, without `--fault-path`).
    public static let everyRoute = FaultScope(normalized: [])

    /// A scope limited to paths under `pathPrefixes`; an empty list means every route.
    /// - Parameter setting: what to call the setting in an error (the flag's name).
    /// - Throws: ``FaultSettingsError`` when a prefix is not a path: it must start with `/` and
    ///   hold no query (`?`), fragment (`#`), whitespace or control characters.
    public init(pathPrefixes: [String], setting: String = "--fault-path") throws(FaultSettingsError) {
        var normalized: [String] = []
        for prefix in pathPrefixes {
            let isPath =
                prefix.hasPrefix("/")
                && !prefix.unicodeScalars.contains { scalar in
                    scalar == "?" || scalar == "#" || scalar.properties.isWhitespace
                        || scalar.properties.generalCategory == .control
                }
            guard isPath else {
                throw .invalidValue(
                    setting: setting, value: prefix,
                    expected: "a path starting with / (such as /v1/blog), without query, spaces or control characters")
            }
            var trimmed = Substring(prefix)
            while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
            normalized.append(String(trimmed))
        }
        self.init(normalized: normalized)
    }

    private init(normalized: [String]) {
        pathPrefixes = normalized
    }

    /// Whether the server-wide faults apply to a request for `path`. A prefix matches whole path
    /// segments: `/v1/blog` covers `/v1/blog` and `/v1/blog/entries/3`, not `/v1/blogroll`.
    public func covers(path: String) -> Bool {
        if pathPrefixes.isEmpty { return true }
        return pathPrefixes.contains { prefix in path == prefix || path.hasPrefix(prefix + "/") }
    }
}
