import Domain
import Services

extension CartService {
    /// A cart whose every call throws `error`.
    public static func failing(_ error: any Error) -> CartService {
        CartService(
            load: { throw error },
            add: { _, _ in throw error },
            setQuantity: { _, _ in throw error },
            remove: { _ in throw error },
            clear: { throw error })
    }

    /// A cart whose every call fails the running test ("Unimplemented: CartService.add") and throws
    /// ``UnimplementedError``.
    public static var unimplemented: CartService {
        CartService(
            load: { throw unimplementedCall("CartService.load") },
            add: { _, _ in throw unimplementedCall("CartService.add") },
            setQuantity: { _, _ in throw unimplementedCall("CartService.setQuantity") },
            remove: { _ in throw unimplementedCall("CartService.remove") },
            clear: { throw unimplementedCall("CartService.clear") })
    }
}
