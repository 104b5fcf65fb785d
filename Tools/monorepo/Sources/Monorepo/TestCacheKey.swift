/// The key under which `make test` records that a cached unit passed: a SHA-256 of everything the
/// unit reads (see ``TestStepInputs``) and of where it runs (``TestCacheEnvironment``). The same
/// key later means the same inputs, so the unit's result would be the same.
public struct TestCacheKey: Sendable, Equatable {
    /// Over everything, `Package.resolved` files included.
    public let key: String
    /// Over everything but the `Package.resolved` files. A unit's first build writes those, so a
    /// run compares this part before and after the unit to tell that nothing else changed meanwhile.
    public let sources: String

    /// The key of `unit` with `inputs`, given every file's content hash (`files`), the hashes of
    /// the `Package.resolved` files that exist (path → hash) and the environment's lines.
    public init(
        unit: String, inputs: TestStepInputs, files: WorkingTreeFiles, resolved: [String: String],
        environment: TestCacheEnvironment
    ) {
        var text = "monorepo test cache key 1\nunit \(unit)\n"
        for line in environment.lines { text += line + "\n" }
        for path in files.hashes.keys.sorted() where inputs.includes(path) {
            text += "file \(files.hashes[path] ?? "") \(path)\n"
        }
        sources = SHA256.hex(text)
        for folder in inputs.packageFolders.sorted() {
            let path = folder + "/Package.resolved"
            if let hash = resolved[path] { text += "resolved \(hash) \(path)\n" }
        }
        key = SHA256.hex(text)
    }
}
