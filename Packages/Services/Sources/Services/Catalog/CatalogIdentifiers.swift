/// How catalog ids are spelled: readable strings such as `p-0001` and `p-0001-red-m`.
enum CatalogIdentifiers {
    /// `p-0001`, `p-0042`, `p-100000`: unique per number.
    static func productID(_ number: Int) -> String {
        let digits = String(number)
        return "p-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
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
