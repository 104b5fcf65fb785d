import Domain

/// The customer's cart as the features see it, as a protocol witness. Each call returns the whole
/// cart after the change, so a feature renders what was actually stored.
///
/// Presets: ``persistent(store:products:)`` (a file that survives restarts) and ``inMemory(products:)``.
public struct CartService: Sendable {
    /// The cart as stored now.
    public var load: @Sendable () async throws -> Cart
    /// Adds a quantity of a SKU (merging with its line), looking the SKU up to check stock.
    public var add: @Sendable (_ sku: SKUID, _ quantity: Int) async throws -> Cart
    /// Sets a line's quantity.
    public var setQuantity: @Sendable (_ sku: SKUID, _ quantity: Int) async throws -> Cart
    /// Removes a line.
    public var remove: @Sendable (_ sku: SKUID) async throws -> Cart
    /// Empties the cart.
    public var clear: @Sendable () async throws -> Cart

    public init(
        load: @escaping @Sendable () async throws -> Cart,
        add: @escaping @Sendable (_ sku: SKUID, _ quantity: Int) async throws -> Cart,
        setQuantity: @escaping @Sendable (_ sku: SKUID, _ quantity: Int) async throws -> Cart,
        remove: @escaping @Sendable (_ sku: SKUID) async throws -> Cart,
        clear: @escaping @Sendable () async throws -> Cart
    ) {
        self.load = load
        self.add = add
        self.setQuantity = setQuantity
        self.remove = remove
        self.clear = clear
    }
}
