import Domain
import FeatureKit
import Services
import VSMKit

/// Loads the featured products: `loading`, then the products or an error model that can retry.
public struct FeaturedLoaderModel: Sendable, Equatable {
    @Service var productService: ProductService
    /// How many products to feature.
    public let count: Int

    public init(productService: ProductService, count: Int) {
        self.productService = productService
        self.count = max(1, count)
    }

    @StateSequenceBuilder
    public func load() -> StateSequence<FeaturedViewState> {
        FeaturedViewState.loading(errorModel: nil)
        Next { await fetch() }
    }

    private func fetch() async -> FeaturedViewState {
        do {
            return .loaded(products: try await productService.featured(count))
        } catch {
            return .loading(errorModel: FeaturedErrorModel(loaderModel: self, message: ErrorMessage.describing(error)))
        }
    }
}
