import VipermapModel
/// Entry points for `vipermap-fuzz` (Sources/vipermap-fuzz): the cache's decoder reads bytes from disk that
/// anything may have written, so it is fuzzed like the Swift and storyboard readers.
@_spi(Fuzzing)
public enum FactsCodecFuzzing {
    /// Decodes `bytes` as one cache entry's facts. The decoder must reject bad bytes with ``FactsCodec/Corrupt``,
    /// never trap; and since the encoding is canonical (minimal varints, fixed field order, one tag per optional),
    /// facts that do decode must encode back to exactly `bytes`. A difference traps, which the fuzzer reports.
    public static func decodeAndReencode(_ bytes: UnsafeRawBufferPointer) {
        guard let facts = try? FactsCodec.decode(bytes, path: "Fuzz/Input.swift") else { return }
        let again = FactsCodec.encode(facts)
        precondition(again.elementsEqual(bytes), "FactsCodec: facts decoded from \(bytes.count) bytes encode to \(again.count) other bytes")
    }
}

/// Entry points for `vipermap-fuzz` over the map cache (``MapSnapshot``), which a warm run reads from disk too.
@_spi(Fuzzing)
public enum MapCacheFuzzing {
    /// Decodes `bytes` as one map (``MapCodec``). Bad bytes must be rejected, never trap; a map that decodes must
    /// encode back to exactly `bytes` (the encoding is canonical: first-use string order, no unused or repeated
    /// string, minimal varints).
    public static func decodeAndReencode(_ bytes: UnsafeRawBufferPointer) {
        guard let map = try? MapCodec.decode(bytes) else { return }
        let again = MapCodec.encode(map)
        precondition(again.elementsEqual(bytes), "MapCodec: a map decoded from \(bytes.count) bytes encodes to \(again.count) other bytes")
    }

    /// Reads `bytes` as a map cache file's contents after its digest (format, key, base and line shifts), with the
    /// digest made to match so that the fuzzer gets past it; a snapshot that reads must give its map or nil
    /// (``MapSnapshot/map()``), never trap.
    public static func readWithMatchingDigest(_ bytes: UnsafeRawBufferPointer) {
        let digest = ContentHash(bytes)
        var file = FactsCodec.Writer()
        file.bytes = MapSnapshot.magic
        file.fixed(digest.high)
        file.fixed(digest.low)
        file.bytes += bytes
        guard case let .loaded(snapshot) = file.bytes.withUnsafeBytes({ MapSnapshot.decode($0) }) else { return }
        _ = snapshot.map()
    }
}
