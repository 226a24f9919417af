/// A 128-bit digest of a file's bytes, used as the facts cache's key and to name layout cache entries.
///
/// Not cryptographic: the cache is a local accelerator that the user controls, and every entry is also checked
/// against its path. 128 bits keep accidental collisions between two versions of a file out of reach, and
/// hashing eight bytes per step keeps a warm run's cost (hashing every file) far below parsing.
public struct ContentHash: Hashable, Sendable, Codable, CustomStringConvertible {
    public var high: UInt64
    public var low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The digest of `bytes`.
    public init(_ bytes: UnsafeRawBufferPointer) {
        var a: UInt64 = 0x9E37_79B9_7F4A_7C15
        var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        let count = bytes.count
        var offset = 0
        while offset + 8 <= count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            a = Self.rotate((a ^ word) &* 0xFF51_AFD7_ED55_8CCD, 31)
            b = Self.rotate((b &+ word) &* 0xC4CE_B9FE_1A85_EC53, 27) ^ a
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        a = Self.mix(a ^ tail ^ UInt64(count))
        b = Self.mix(b &+ tail &+ (UInt64(count) << 1) &+ a)
        high = a
        low = b
    }

    /// The digest of a string's UTF-8 bytes.
    public init(_ text: String) {
        var copy = text
        self = copy.withUTF8 { ContentHash(UnsafeRawBufferPointer($0)) }
    }

    /// 32 lowercase hex digits.
    public var description: String {
        Self.hex(high) + Self.hex(low)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func rotate(_ value: UInt64, _ by: UInt64) -> UInt64 {
        (value << by) | (value >> (64 - by))
    }

    /// MurmurHash3's finalizer: every input bit flips about half the output bits.
    private static func mix(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 33
        x = x &* 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x = x &* 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return x
    }
}
