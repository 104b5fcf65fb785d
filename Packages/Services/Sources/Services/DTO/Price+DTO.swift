import Domain

extension Price {
    /// The domain price a ``PriceDTO`` describes.
    /// - Throws: ``ServiceError/badPayload(_:)`` naming the field, for an unknown currency, an amount
    ///   that is not a decimal string (or has more decimals than the currency), a negative amount, or
    ///   a sale price not below the regular one.
    public init(dto: PriceDTO) throws(ServiceError) {
        try self.init(dto: dto, at: .root)
    }

    init(dto: PriceDTO, at path: FieldPath) throws(ServiceError) {
        let currency: Currency
        do {
            currency = try Currency(code: dto.currency)
        } catch {
            throw path.key("currency").problem("unknown currency '\(dto.currency)'")
        }
        let regular = try Money(contractAmount: dto.regular, currency, at: path.key("regular"))
        guard !regular.isNegative else { throw path.key("regular").problem("\(dto.regular) is negative") }
        let sale = try dto.sale.map { (text) throws(ServiceError) in
            try Money(contractAmount: text, currency, at: path.key("sale"))
        }
        if let sale, let text = dto.sale {
            guard !sale.isNegative else { throw path.key("sale").problem("\(text) is negative") }
            guard sale.amount < regular.amount else {
                throw path.key("sale").problem("sale price \(text) is not below the regular price \(dto.regular)")
            }
        }
        do {
            try self.init(regular: regular, sale: sale)
        } catch {
            // Unreachable after the checks above; kept so a new Price rule still surfaces as a bad payload.
            throw path.problem(error.localizedDescription)
        }
    }
}

extension Money {
    /// An amount of the contract: a plain decimal string with at most the currency's minor units.
    init(contractAmount text: String, _ currency: Currency, at path: FieldPath) throws(ServiceError) {
        do {
            try self.init(parsing: text, currency)
        } catch {
            throw path.problem("'\(text)' is not a decimal amount")
        }
        let fraction = text.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first ?? ""
        let digits = fraction.trimmingSuffixWhitespace().count
        guard digits <= currency.minorUnits else {
            throw path.problem("'\(text)' has more decimals than \(currency.code) allows (\(currency.minorUnits))")
        }
    }
}

extension Substring {
    fileprivate func trimmingSuffixWhitespace() -> Substring {
        var result = self
        while let last = result.last, last == " " { result.removeLast() }
        return result
    }
}
