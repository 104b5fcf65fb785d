import FeatureKit
import Testing

@Suite struct ServiceTests {
    /// A model as features write them: a service and data, `Equatable` synthesized.
    private struct Model: Equatable {
        @Service var fetch: @Sendable () -> Int
        let title: String
        let count: Int
    }

    @Test func modelsWithDifferentServicesButTheSameDataAreEqual() {
        #expect(Model(fetch: { 1 }, title: "a", count: 1) == Model(fetch: { 2 }, title: "a", count: 1))
    }

    @Test func everyDataFieldTakesPartInTheSynthesizedEquality() {
        let model = Model(fetch: { 1 }, title: "a", count: 1)
        #expect(model != Model(fetch: { 1 }, title: "b", count: 1))
        #expect(model != Model(fetch: { 1 }, title: "a", count: 2))
    }

    @Test func theServiceIsStillCalledThroughTheWrapper() {
        #expect(Model(fetch: { 42 }, title: "a", count: 1).fetch() == 42)
    }
}
