import FeatureKit
import Services
import TerminalUI
import VSMKit

extension FeaturedPanelView {
    /// The featured panel's named previews, at the sizes a host gives it.
    static var previews: [Preview] {
        let sizes = [TerminalSize(columns: 60, rows: 10), TerminalSize(columns: 30, rows: 8)]
        return [
            Preview("featured: loaded", sizes: sizes) { showing(await featured(on: $0)) },
            Preview("featured: loading", sizes: sizes, dependencies: .preset.products(.hangs)) {
                FeaturedPanelView(dependencies: $0, count: 3)
            },
            Preview("featured: load failed", sizes: sizes, dependencies: .preset.products(.fails(.timeout))) {
                showing(await featured(on: $0))
            },
            Preview("featured: empty", sizes: sizes, dependencies: .preset.products(.empty)) {
                showing(await featured(on: $0))
            },
            Preview("featured: long and unicode text", sizes: sizes, dependencies: ProductPreviewData.longAndUnicode) {
                showing(await featured(on: $0))
            },
            Preview("featured: narrow terminal", sizes: [TerminalSize(columns: 20, rows: 6)]) {
                showing(await featured(on: $0))
            },
        ]
    }

    private static func featured(on dependencies: Dependencies) async -> FeaturedViewState {
        let loaderModel = FeaturedLoaderModel(productService: dependencies.products, count: 3)
        return await HeadlessRun.run(from: .initialized(loaderModel: loaderModel)) { container in
            await container.refresh(loaderModel.load())
        }
    }

    private static func showing(_ state: FeaturedViewState) -> FeaturedPanelView {
        FeaturedPanelView(state: ViewState(wrappedValue: state))
    }
}
