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
