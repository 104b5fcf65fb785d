/// How catalog ids are spelled: readable strings such as `p-0001` and `p-0001-red-m`.
enum CatalogIdentifiers {
    /// `p-0001`, `p-0042`, `p-100000`: unique per number.
    static func productID(_ number: Int) -> String {
        let digits = String(number)
        return "p-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The number whose ``productID(_:)`` is `id` (`p-0042` → 42), or nil for any other text
    /// (`p-42`, `p-0042-red`, `x`).
    static func productNumber(_ id: String) -> Int? {
        guard id.hasPrefix("p-"), let number = Int(id.dropFirst(2)), number > 0, productID(number) == id else {
            return nil
        }
        return number
    }

    /// The product number a generated SKU id starts with (`p-0042-red-m` → 42), or nil when it does
    /// not start with a product id and a dash. Whether the product has that SKU is not checked.
    static func productNumber(inSKU sku: String) -> Int? {
        let parts = sku.split(separator: "-", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "p" else { return nil }
        return productNumber("p-" + String(parts[1]))
    }

    /// Lowercase ASCII letters and digits, with one `-` between runs of anything else.
    static func slug(_ text: String) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash, !slug.isEmpty { slug.append("-") }
                pendingDash = false
                slug.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return slug.isEmpty ? "x" : slug
    }
}
