import LayeringCheck
import Monorepo
import Testing

/// The folders a product is built from, on a hand-made manifest.
@Suite struct ProductFoldersTests {
    private static let manifest = PackageManifest(
        targets: [
            .init(name: "Kit", kind: "regular", dependencies: [.product("Domain", package: "Domain")]),
            .init(name: "BlogInterface", kind: "regular", dependencies: [.byName("Kit")]),
            .init(name: "Blog", kind: "regular", dependencies: [.byName("Kit"), .target("BlogInterface")]),
            .init(name: "BlogPreview", kind: "executable", dependencies: [.byName("Blog"), .byName("Kit")]),
            .init(name: "CartPreview", kind: "executable", dependencies: [], path: "Previews/Cart"),
            .init(name: "BlogTests", kind: "test", dependencies: [.byName("Blog")]),
        ],
        products: ["Kit": ["Kit"], "preview-blog": ["BlogPreview"], "preview-cart": ["CartPreview"]])

    @Test func theProductsTargetThenWhatItUsesInThePackageBreadthFirstEachOnce() {
        #expect(
            ProductFolders.of("preview-blog", in: Self.manifest) == [
                "Sources/BlogPreview", "Sources/Blog", "Sources/Kit", "Sources/BlogInterface",
            ])
        #expect(ProductFolders.of("preview-cart", in: Self.manifest) == ["Previews/Cart"])
    }

    @Test func anUnknownProductNamesTheProductsOfItsKind() {
        #expect(ProductFolders.of("preview-nope", in: Self.manifest) == nil)
        #expect(
            ProductFolders.unknown("preview-nope", in: Self.manifest, package: "Packages/Features")
                == "no preview named preview-nope in Packages/Features (known: preview-blog preview-cart)")
        #expect(
            ProductFolders.unknown("Nope", in: Self.manifest, package: "Packages/Features")
                == "no product named Nope in Packages/Features (known: Kit preview-blog preview-cart)")
    }
}
