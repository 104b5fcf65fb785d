extension Collection {
    /// Splits the collection into consecutive chunks of `size` elements; the last chunk holds
    /// the remainder.
    ///
    /// Used for paging: `results.chunked(into: 20)` gives the pages in order. Every chunk is
    /// non-empty and an empty collection gives no chunks.
    ///
    /// ```swift
    /// [1, 2, 3, 4, 5].chunked(into: 2)  // [[1, 2], [3, 4], [5]]
    /// ```
    ///
    /// - Parameter size: The largest number of elements in a chunk. A size below 1 is treated as 1,
    ///   so a bad page size from input never traps.
    public func chunked(into size: Int) -> [[Element]] {
        let size = Swift.max(size, 1)
        var chunks: [[Element]] = []
        // Written without `count + size - 1` so a huge size cannot overflow.
        let elementCount = count
        chunks.reserveCapacity(elementCount / size + (elementCount % size == 0 ? 0 : 1))
        var chunkStart = startIndex
        while chunkStart != endIndex {
            let chunkEnd = index(chunkStart, offsetBy: size, limitedBy: endIndex) ?? endIndex
            chunks.append(Array(self[chunkStart..<chunkEnd]))
            chunkStart = chunkEnd
        }
        return chunks
    }
}
