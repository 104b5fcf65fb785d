import Services

extension Dependencies {
    /// Every service unimplemented: a test sets the ones it expects to be called, and any other call
    /// fails the test.
    public static var test: Dependencies {
        Dependencies(
            blog: StubBlogRepository.unimplemented, products: .unimplemented, cart: .unimplemented,
            orders: .unimplemented, pendingCheckouts: .inMemory(), backendName: "test")
    }
}
