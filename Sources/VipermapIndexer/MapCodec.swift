#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import VipermapModel

/// The binary encoding of a whole analysed ``AppMap``, for the cache of the previous run's map: decoding
/// `map.json` with `JSONDecoder` took longer than a whole warm run may.
///
/// A map repeats the same strings many times (every component, route and piece of evidence names its file;
/// routes and entry points name module ids), so the encoding starts with a table of each distinct string once,
/// in the order the fields below first use them, and every string field is then a varint index into it (an
/// optional string is 0 for `nil`, else the index plus one). Decoding builds each distinct `String` once and
/// shares it. Then come the fields in declaration order, with ``FactsCodec``'s primitives: integers as zig-zag
/// varints, counts as varints, enum cases as one explicitly assigned tag byte, optional values behind a 0/1 byte
/// (`reachable` as one byte: 0 nil, 1 false, 2 true).
///
/// The encoding is canonical: decoding refuses a table string used out of first-use order, one never used, or
/// one that repeats another, so whatever decodes re-encodes to exactly the same bytes. Like ``FactsCodec``, it
/// checks every count against the bytes left (times the smallest encoding of what is counted), every tag and
/// every string's UTF-8, and fails with ``FactsCodec/Corrupt`` instead of trapping.
///
/// Any change to the layout, or a field added to the model, must change the cache's format version
/// (`MapCodecTests` fails when a model type gains a field this codec does not write, and pins the bytes).
enum MapCodec {
    /// The encoding of `map`, every field of it.
    static func encode(_ map: AppMap) -> [UInt8] {
        var writer = MapWriter()
        writer.map(map)
        var bytes = writer.table()
        bytes.append(contentsOf: writer.body.bytes)
        return bytes
    }

    /// The map encoded in `bytes`, which must hold exactly one encoding.
    static func decode(_ bytes: UnsafeRawBufferPointer) throws(FactsCodec.Corrupt) -> AppMap {
        var reader = MapReader(bytes)
        try reader.readTable()
        let map = try reader.map()
        guard reader.reader.isAtEnd, reader.used == reader.table.count else { throw FactsCodec.Corrupt() }
        return map
    }

    // MARK: - Writing

    /// Not copyable: it owns the pool's memory.
    struct MapWriter: ~Copyable {
        var body = FactsCodec.Writer()
        /// The distinct strings' UTF-8 one after another, in first-use order (their index order). Raw memory,
        /// not an array: lending an array's buffer to each lookup retained and released it.
        private var pool = UnsafeMutableRawPointer.allocate(byteCount: 1 << 16, alignment: 8)
        private var poolCount = 0
        private var poolCapacity = 1 << 16
        private var strings = StringIndex()

        deinit { pool.deallocate() }

        mutating func string(_ value: String) {
            body.count(index(value))
        }

        mutating func string(_ value: String?) {
            if let value {
                body.count(index(value) + 1)
            } else {
                body.bytes.append(0)
            }
        }

        private mutating func index(_ value: String) -> Int {
            if let index = value.utf8.withContiguousStorageIfAvailable({ index(UnsafeRawBufferPointer($0)) }) { return index }
            return Array(value.utf8).withUnsafeBytes { index($0) }
        }

        private mutating func index(_ bytes: UnsafeRawBufferPointer) -> Int {
            let (index, isNew) = strings.index(of: bytes, pool: UnsafeRawBufferPointer(start: pool, count: poolCount), start: poolCount)
            if isNew, let source = bytes.baseAddress {
                if poolCapacity - poolCount < bytes.count {
                    poolCapacity = max(poolCapacity * 2, poolCount + bytes.count)
                    let larger = UnsafeMutableRawPointer.allocate(byteCount: poolCapacity, alignment: 8)
                    larger.copyMemory(from: pool, byteCount: poolCount)
                    pool.deallocate()
                    pool = larger
                }
                (pool + poolCount).copyMemory(from: source, byteCount: bytes.count)
                poolCount += bytes.count
            }
            return index
        }

        /// The string table: the count, then each string's length and bytes.
        func table() -> [UInt8] {
            var table = FactsCodec.Writer()
            table.bytes.reserveCapacity(poolCount + 5 * strings.count + 10 + body.bytes.count)
            table.count(strings.count)
            for index in 0..<strings.count {
                let span = strings.span(index)
                table.count(span.count)
                table.bytes.append(contentsOf: UnsafeRawBufferPointer(start: pool + span.lowerBound, count: span.count))
            }
            return table.bytes
        }

        mutating func array<Element>(_ values: [Element], _ write: (inout MapWriter, borrowing Element) -> Void) {
            body.count(values.count)
            // Elements are lent from the buffer, which copied fewer modules and routes than iterating the array.
            values.withUnsafeBufferPointer { values in
                for index in values.indices { write(&self, values[index]) }
            }
        }

        mutating func map(_ map: AppMap) {
            body.int(map.schemaVersion)
            array(map.modules) { $0.module($1) }
            array(map.routes) { $0.route($1) }
            array(map.entryPoints) { writer, entry in
                writer.string(entry.module)
                writer.string(entry.file)
                writer.body.int(entry.line)
                writer.string(entry.kind)
            }
            array(map.findings) { writer, finding in
                writer.string(finding.rule)
                writer.string(finding.message)
                writer.string(finding.module)
                writer.string(finding.file)
                writer.body.int(finding.line)
            }
        }

        mutating func module(_ module: Module) {
            string(module.id)
            string(module.name)
            string(module.domain)
            string(module.project)
            body.bytes.append(MapCodec.tag(module.status))
            array(module.components) { writer, component in
                writer.body.bytes.append(MapCodec.tag(component.role))
                writer.string(component.type)
                writer.string(component.file)
                writer.body.int(component.line)
            }
            array(module.navigationOptions) { writer, option in
                writer.string(option.name)
                writer.string(option.file)
                writer.body.int(option.line)
                writer.body.bytes.append(MapCodec.tag(option.state))
            }
            array(module.evidence) { writer, evidence in
                writer.string(evidence.kind)
                writer.body.bytes.append(MapCodec.tag(evidence.status))
                writer.string(evidence.message)
                writer.string(evidence.file)
                writer.body.int(evidence.line)
            }
            array(module.storyboards) { $0.string($1) }
            if let declaration = module.declaration {
                body.bytes.append(1)
                string(declaration.file)
                body.int(declaration.line)
            } else {
                body.bytes.append(0)
            }
            switch module.reachable {
            case nil: body.bytes.append(0)
            case false?: body.bytes.append(1)
            case true?: body.bytes.append(2)
            }
            if let breadcrumb = module.breadcrumb {
                body.bytes.append(1)
                array(breadcrumb) { $0.string($1) }
            } else {
                body.bytes.append(0)
            }
        }

        mutating func route(_ route: Route) {
            string(route.from)
            string(route.to)
            body.bytes.append(FactsCodec.tag(route.transition))
            string(route.trigger)
            string(route.file)
            body.int(route.line)
            string(route.target)
            string(route.condition)
            array(route.triggeredBy) { writer, site in
                writer.string(site.type)
                writer.string(site.method)
                writer.string(site.file)
                writer.body.int(site.line)
            }
        }
    }

    // MARK: - Reading

    struct MapReader {
        var reader: FactsCodec.Reader
        let bytes: UnsafeRawBufferPointer
        var size: Int { bytes.count }
        /// The table, and how many of its strings the fields read so far have used (first use must be in order).
        var table: [String] = []
        var used = 0

        init(_ bytes: UnsafeRawBufferPointer) {
            reader = FactsCodec.Reader(bytes)
            self.bytes = bytes
        }

        /// A count of things each encoded in at least `minimum` bytes: never more than the bytes left can hold,
        /// so a corrupt count cannot make a large allocation.
        mutating func count(minimum: Int) throws(FactsCodec.Corrupt) -> Int {
            let raw = try reader.unsigned()
            guard raw <= UInt64((size - reader.position) / minimum) else { throw FactsCodec.Corrupt() }
            return Int(raw)
        }

        mutating func readTable() throws(FactsCodec.Corrupt) {
            let count = try count(minimum: 1)
            guard count > 0 else { return }
            table.reserveCapacity(count)
            // A repeated string would decode fine but re-encode differently: refused, to keep the encoding canonical.
            var seen = StringIndex(capacity: count)
            for _ in 0..<count {
                let string = try reader.string()
                let end = reader.position
                let start = end - string.utf8.count
                guard seen.index(of: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), pool: bytes, start: start).isNew else {
                    throw FactsCodec.Corrupt()
                }
                table.append(string)
            }
        }

        /// The table string at `index`, which must be one already used or the next one not yet used.
        @inline(__always)
        private mutating func string(at index: UInt64) throws(FactsCodec.Corrupt) -> String {
            if index < UInt64(used) { return table[Int(index)] }
            guard index == UInt64(used), used < table.count else { throw FactsCodec.Corrupt() }
            used += 1
            return table[Int(index)]
        }

        mutating func string() throws(FactsCodec.Corrupt) -> String {
            try string(at: try reader.unsigned())
        }

        mutating func optionalString() throws(FactsCodec.Corrupt) -> String? {
            let raw = try reader.unsigned()
            return raw == 0 ? nil : try string(at: raw - 1)
        }

        mutating func int() throws(FactsCodec.Corrupt) -> Int {
            try reader.int()
        }

        mutating func array<Element>(minimum: Int, _ read: (inout MapReader) throws(FactsCodec.Corrupt) -> Element)
            throws(FactsCodec.Corrupt) -> [Element] {
            let count = try count(minimum: minimum)
            // Most lists are empty: `reserveCapacity(0)` would still allocate.
            guard count > 0 else { return [] }
            var values: [Element] = []
            values.reserveCapacity(count)
            for _ in 0..<count { values.append(try read(&self)) }
            return values
        }

        mutating func strings() throws(FactsCodec.Corrupt) -> [String] {
            try array(minimum: 1) { reader throws(FactsCodec.Corrupt) in try reader.string() }
        }

        mutating func map() throws(FactsCodec.Corrupt) -> AppMap {
            AppMap(
                schemaVersion: try int(),
                modules: try array(minimum: 12) { reader throws(FactsCodec.Corrupt) in try reader.module() },
                routes: try array(minimum: 9) { reader throws(FactsCodec.Corrupt) in try reader.route() },
                entryPoints: try array(minimum: 4) { reader throws(FactsCodec.Corrupt) in
                    EntryPoint(module: try reader.string(), file: try reader.string(), line: try reader.int(), kind: try reader.string())
                },
                findings: try array(minimum: 5) { reader throws(FactsCodec.Corrupt) in
                    Finding(rule: try reader.string(), message: try reader.string(), module: try reader.optionalString(),
                            file: try reader.optionalString(), line: try reader.reader.optionalInt())
                })
        }

        mutating func module() throws(FactsCodec.Corrupt) -> Module {
            Module(
                id: try string(), name: try string(), domain: try optionalString(), project: try optionalString(),
                status: try MapCodec.status(try reader.byte()),
                components: try array(minimum: 4) { reader throws(FactsCodec.Corrupt) in
                    Component(role: try MapCodec.role(try reader.reader.byte()), type: try reader.string(), file: try reader.string(),
                              line: try reader.int())
                },
                navigationOptions: try array(minimum: 4) { reader throws(FactsCodec.Corrupt) in
                    NavigationOption(name: try reader.string(), file: try reader.string(), line: try reader.int(),
                                     state: try MapCodec.state(try reader.reader.byte()))
                },
                evidence: try array(minimum: 5) { reader throws(FactsCodec.Corrupt) in
                    Evidence(kind: try reader.string(), status: try MapCodec.status(try reader.reader.byte()), message: try reader.string(),
                             file: try reader.optionalString(), line: try reader.reader.optionalInt())
                },
                storyboards: try strings(),
                declaration: try reader.present() ? SourceLocation(file: try string(), line: try int()) : nil,
                reachable: try reachable(),
                breadcrumb: try reader.present() ? try strings() : nil)
        }

        mutating func reachable() throws(FactsCodec.Corrupt) -> Bool? {
            switch try reader.byte() {
            case 0: return nil
            case 1: return false
            case 2: return true
            default: throw FactsCodec.Corrupt()
            }
        }

        mutating func route() throws(FactsCodec.Corrupt) -> Route {
            Route(
                from: try optionalString(), to: try optionalString(), transition: try FactsCodec.transition(try reader.byte()),
                trigger: try optionalString(), file: try string(), line: try int(), target: try optionalString(),
                condition: try optionalString(),
                triggeredBy: try array(minimum: 4) { reader throws(FactsCodec.Corrupt) in
                    CallSite(type: try reader.string(), method: try reader.string(), file: try reader.string(), line: try reader.int())
                })
        }
    }

    // MARK: - String table

    /// A hash set of byte strings kept elsewhere (a pool the caller passes in), each named by its index in
    /// insertion order: the encoder's map from string to table index, and the decoder's check that the table
    /// holds no string twice. Bytes, not `String` equality: strings that are only canonically equivalent (a
    /// precomposed and a decomposed "é") keep their own entries and their own bytes. A seeded multiply-xor over
    /// the bytes costs a fraction of `String`'s hashing (SipHash and its set-up), which took half the time of
    /// encoding a map through `Dictionary<String, Int>`.
    struct StringIndex {
        private struct Entry {
            var hash: UInt64
            var start: Int
            var count: Int
        }

        private var entries: [Entry] = []
        /// Open addressing, never more than half full: 0 for a free slot, else the top half of the entry's hash
        /// and its index plus one, so that a probe rarely reads an entry that does not match.
        private var slots: [UInt64]
        /// Random per set, so that strings from indexed code cannot be chosen to collide (the table's order
        /// does not depend on it).
        private let seed = UInt64.random(in: .min ... .max)

        /// Room for `capacity` strings before growing.
        init(capacity: Int = 32) {
            var slots = 64
            while slots < 2 * capacity { slots *= 2 }
            self.slots = [UInt64](repeating: 0, count: slots)
            entries.reserveCapacity(capacity)
        }

        var count: Int { entries.count }

        func span(_ index: Int) -> Range<Int> {
            entries[index].start..<(entries[index].start + entries[index].count)
        }

        /// The index of the string with these bytes, and whether it is new: then it takes the next index, and
        /// the caller promises its bytes stand at `start` in the pool from now on.
        mutating func index(of bytes: UnsafeRawBufferPointer, pool: UnsafeRawBufferPointer, start: Int) -> (index: Int, isNew: Bool) {
            let hash = Self.hash(bytes, seed: seed)
            let tag = hash & 0xFFFF_FFFF_0000_0000
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 {
                if slots[slot] & 0xFFFF_FFFF_0000_0000 == tag {
                    let index = Int(truncatingIfNeeded: slots[slot] & 0xFFFF_FFFF) - 1
                    let entry = entries[index]
                    if entry.hash == hash, entry.count == bytes.count,
                       entry.count == 0 || memcmp(pool.baseAddress! + entry.start, bytes.baseAddress!, entry.count) == 0 {
                        return (index, false)
                    }
                }
                slot = (slot + 1) & mask
            }
            let index = entries.count
            entries.append(Entry(hash: hash, start: start, count: bytes.count))
            slots[slot] = tag | UInt64(index + 1)
            if entries.count * 2 > slots.count { grow() }
            return (index, true)
        }

        private mutating func grow() {
            var larger = [UInt64](repeating: 0, count: slots.count * 2)
            let mask = larger.count - 1
            for (index, entry) in entries.enumerated() {
                var slot = Int(truncatingIfNeeded: entry.hash) & mask
                while larger[slot] != 0 { slot = (slot + 1) & mask }
                larger[slot] = entry.hash & 0xFFFF_FFFF_0000_0000 | UInt64(index + 1)
            }
            slots = larger
        }

        static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
            var hash = seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
            var offset = 0
            while offset + 8 <= bytes.count {
                hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
                hash ^= hash >> 31
                offset += 8
            }
            var tail: UInt64 = 0
            if bytes.count >= 8 {
                // The last eight bytes, overlapping those already mixed in: one load instead of a loop.
                if offset < bytes.count { tail = bytes.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self) }
            } else {
                for (index, byte) in bytes.enumerated() { tail |= UInt64(byte) << (8 * UInt64(index)) }
            }
            hash = (hash ^ tail) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 29
            hash = hash &* 0x94D0_49BB_1331_11EB
            return hash ^ (hash >> 32)
        }
    }

    // MARK: - Tags

    // Spelled out (not raw values or declaration order) so that renaming or reordering a case never changes what
    // a stored byte means, and a new case fails to compile here until it has a tag. Transitions use
    // ``FactsCodec``'s tags.
    static func tag(_ role: ComponentRole) -> UInt8 {
        switch role {
        case .view: return 0
        case .presenter: return 1
        case .interactor: return 2
        case .router: return 3
        case .wireframe: return 4
        case .interfaces: return 5
        case .contract: return 6
        case .builder: return 7
        case .configurator: return 8
        case .entity: return 9
        case .moduleAPI: return 10
        case .scope: return 11
        case .routerInput: return 12
        case .routerOutput: return 13
        case .storyboardScene: return 14
        }
    }

    static func role(_ tag: UInt8) throws(FactsCodec.Corrupt) -> ComponentRole {
        switch tag {
        case 0: return .view
        case 1: return .presenter
        case 2: return .interactor
        case 3: return .router
        case 4: return .wireframe
        case 5: return .interfaces
        case 6: return .contract
        case 7: return .builder
        case 8: return .configurator
        case 9: return .entity
        case 10: return .moduleAPI
        case 11: return .scope
        case 12: return .routerInput
        case 13: return .routerOutput
        case 14: return .storyboardScene
        default: throw FactsCodec.Corrupt()
        }
    }

    static func tag(_ status: ModuleStatus) -> UInt8 {
        switch status {
        case .planned: return 0
        case .scaffolded: return 1
        case .inProgress: return 2
        case .done: return 3
        }
    }

    static func status(_ tag: UInt8) throws(FactsCodec.Corrupt) -> ModuleStatus {
        switch tag {
        case 0: return .planned
        case 1: return .scaffolded
        case 2: return .inProgress
        case 3: return .done
        default: throw FactsCodec.Corrupt()
        }
    }

    static func tag(_ state: NavigationOption.State) -> UInt8 {
        switch state {
        case .handled: return 0
        case .unhandled: return 1
        case .dead: return 2
        }
    }

    static func state(_ tag: UInt8) throws(FactsCodec.Corrupt) -> NavigationOption.State {
        switch tag {
        case 0: return .handled
        case 1: return .unhandled
        case 2: return .dead
        default: throw FactsCodec.Corrupt()
        }
    }
}
