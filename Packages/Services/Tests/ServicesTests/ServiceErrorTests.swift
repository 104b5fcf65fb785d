import Testing

@testable import Services

@Suite struct ServiceErrorTests {
    @Test func everyErrorDescribesItselfForPeople() {
        #expect(ServiceError.notFound("product 42").localizedDescription == "not found: product 42")
        #expect(ServiceError.server(status: 503).localizedDescription == "the server failed (HTTP 503)")
    }
}
