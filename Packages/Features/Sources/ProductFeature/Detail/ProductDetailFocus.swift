/// Which choice the arrow keys change on the product detail screen.
public enum ProductDetailFocus: Sendable, Hashable {
    case colour
    case size
}
