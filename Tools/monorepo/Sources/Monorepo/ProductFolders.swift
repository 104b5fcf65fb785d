import LayeringCheck

/// The source folders a product of a package is built from: the folders of its targets and of every
/// target of the same package they depend on, directly or not. `make preview … WATCH=1` watches
/// them (`monorepo folders`), so the list comes from SwiftPM's reading of the manifest, not a copy.
public enum ProductFolders {
    /// The folders (relative to the package) of `product`'s targets and what they depend on in the
    /// package, breadth-first in the manifest's order, each once; `nil` when no product has that name.
    public static func of(_ product: String, in manifest: PackageManifest) -> [String]? {
        guard let start = manifest.products[product] else { return nil }
        var queue = start.filter { manifest.target(named: $0) != nil }
        var seen = Set(queue)
        var index = 0
        while index < queue.count {
            if let target = manifest.target(named: queue[index]) {
                for next in manifest.localDependencies(of: target) where seen.insert(next).inserted {
                    queue.append(next)
                }
            }
            index += 1
        }
        return queue.compactMap { manifest.target(named: $0)?.path }
    }

    /// What to say of a product name the manifest does not have: `no preview named preview-x in
    /// Packages/Features (known: preview-blog preview-cart)`. The known names are the products of
    /// its kind, those sharing its first word (`preview-`), or every product when none does.
    public static func unknown(_ product: String, in manifest: PackageManifest, package: String) -> String {
        let word = product.split(separator: "-", maxSplits: 1).first.map(String.init)
        let kin = word.map { word in manifest.products.keys.filter { $0.hasPrefix(word + "-") } } ?? []
        let (kind, known) =
            product.contains("-") && !kin.isEmpty
            ? (word ?? "product", kin.sorted()) : ("product", manifest.products.keys.sorted())
        return "no \(kind) named \(product) in \(package) (known: \(known.joined(separator: " ")))"
    }
}
