import VipermapModel

/// The facts cache's binary encoding of ``FileFacts``: hand-written because decoding a file's facts with
/// `Codable` cost about as much as parsing the file again.
///
/// Fields are written in declaration order: counts and integers as LEB128 varints (signed ones zig-zagged),
/// strings as a length and their UTF-8 bytes, optionals and enum cases as one tag byte, a function's flags in
/// one byte. The path is not stored (the cache entry's key is the path). Decoding checks every length against
/// the bytes left, every tag and every string's UTF-8, and fails with ``Corrupt`` instead of trapping or
/// allocating what a corrupt count asks for; the cache then ignores the whole pack.
///
/// Any change to the layout, or a field added to the facts, must bump ``FactsCache/formatVersion``
/// (`FactsCodecTests` fails when a fact type gains a field this codec does not write).
enum FactsCodec {
    /// The bytes do not hold facts in this encoding.
    struct Corrupt: Error, Equatable {}

    /// The encoding of `facts` (without its path).
    static func encode(_ facts: FileFacts) -> [UInt8] {
        var writer = Writer()
        writer.fileFacts(facts)
        return writer.bytes
    }

    /// Appends the encoding of `facts` (without its path) to `bytes`.
    static func encode(_ facts: FileFacts, into bytes: inout [UInt8]) {
        var writer = Writer()
        swap(&writer.bytes, &bytes)
        writer.fileFacts(facts)
        swap(&writer.bytes, &bytes)
    }

    /// The facts of `path` encoded in `bytes`, which must hold exactly one encoding.
    static func decode(_ bytes: UnsafeRawBufferPointer, path: String) throws(Corrupt) -> FileFacts {
        var reader = Reader(bytes)
        let facts = try reader.fileFacts(path: path)
        guard reader.isAtEnd else { throw Corrupt() }
        return facts
    }

    // MARK: - Writing

    struct Writer {
        var bytes: [UInt8] = []

        mutating func unsigned(_ value: UInt64) {
            var rest = value
            while rest >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }

        /// Eight bytes, little-endian (digests and stamps: varints would not make them shorter).
        mutating func fixed(_ value: UInt64) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }

        mutating func int(_ value: Int) {
            let wide = Int64(value)
            unsigned(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
        }

        mutating func count(_ value: Int) {
            unsigned(UInt64(value))
        }

        mutating func bool(_ value: Bool) {
            bytes.append(value ? 1 : 0)
        }

        mutating func string(_ value: String) {
            let utf8 = value.utf8
            count(utf8.count)
            if utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
                bytes.append(contentsOf: utf8)
            }
        }

        mutating func string(_ value: String?) {
            if let value {
                bytes.append(1)
                string(value)
            } else {
                bytes.append(0)
            }
        }

        mutating func int(_ value: Int?) {
            if let value {
                bytes.append(1)
                int(value)
            } else {
                bytes.append(0)
            }
        }

        mutating func strings(_ values: [String]) {
            count(values.count)
            for value in values { string(value) }
        }

        mutating func strings(_ values: [String]?) {
            if let values {
                bytes.append(1)
                strings(values)
            } else {
                bytes.append(0)
            }
        }

        mutating func array<Element>(_ values: [Element], _ write: (inout Writer, Element) -> Void) {
            count(values.count)
            for value in values { write(&self, value) }
        }

        mutating func fileFacts(_ facts: FileFacts) {
            array(facts.types) { $0.type($1) }
            array(facts.functions) { $0.function($1) }
            array(facts.markers) { $0.marker($1) }
            if let storyboard = facts.storyboard {
                bytes.append(1)
                self.storyboard(storyboard)
            } else {
                bytes.append(0)
            }
            array(facts.problems) { $0.problem($1) }
            strings(facts.referencedNames)
        }

        mutating func type(_ type: TypeFact) {
            string(type.qualifiedName)
            bytes.append(FactsCodec.tag(type.kind))
            strings(type.inherits)
            int(type.line)
            array(type.cases) { $0.enumCase($1) }
            int(type.memberCount)
            array(type.properties) { $0.property($1) }
            strings(type.genericParameters)
            array(type.requirements) { $0.requirement($1) }
            bool(type.hasWhereClause)
            string(type.objcName)
        }

        mutating func enumCase(_ value: EnumCaseFact) {
            string(value.name)
            int(value.line)
        }

        mutating func requirement(_ value: RequirementFact) {
            string(value.name)
            int(value.line)
            string(value.signature)
            string(value.returnType)
        }

        mutating func property(_ property: PropertyFact) {
            string(property.name)
            string(property.typeName)
            if let value = property.value {
                bool(true)
                self.value(value)
            } else {
                bool(false)
            }
        }

        mutating func value(_ value: ValueFact) {
            switch value {
            case let .name(name):
                bytes.append(0)
                string(name)
            case .selfValue:
                bytes.append(1)
            case .superValue:
                bytes.append(14)
            case let .member(base, name):
                bytes.append(2)
                self.value(base)
                string(name)
            case let .implicitMember(name):
                bytes.append(3)
                string(name)
            case let .call(callee, labels, arguments):
                bytes.append(4)
                self.value(callee)
                string(labels)
                array(arguments) { $0.value($1) }
            case let .closure(index):
                bytes.append(5)
                count(index)
            case let .collection(elements):
                bytes.append(6)
                array(elements) { $0.value($1) }
            case let .either(values):
                bytes.append(7)
                array(values) { $0.value($1) }
            case let .instance(type):
                bytes.append(8)
                string(type)
            case .opaque:
                bytes.append(9)
            case let .typed(value, type):
                bytes.append(10)
                self.value(value)
                string(type)
            case let .dictionary(keys, values):
                bytes.append(12)
                array(keys) { $0.value($1) }
                array(values) { $0.value($1) }
            case let .element(base, key):
                bytes.append(13)
                self.value(base)
                self.value(key)
            case let .literal(text):
                bytes.append(11)
                string(text)
            }
        }

        mutating func step(_ step: ValueStepFact) {
            bytes.append(step.kind.rawValue)
            string(step.name)
            if let target = step.target {
                bool(true)
                value(target)
            } else {
                bool(false)
            }
            value(step.value)
            int(step.line)
            string(step.branch)
            string(step.subject)
            strings(step.outerBranches)
            strings(step.outerSubjects)
            string(step.condition)
            scope(step.closure)
            bool(step.declares)
        }

        /// A closure's index, or none (-1).
        mutating func scope(_ closure: Int?) {
            int(closure ?? -1)
        }

        mutating func function(_ function: FunctionFact) {
            string(function.owner)
            string(function.name)
            string(function.signature)
            int(function.line)
            var flags: UInt8 = 0
            if function.isPrivate { flags |= FactsCodec.isPrivate }
            if function.isStatic { flags |= FactsCodec.isStatic }
            if function.isEmpty { flags |= FactsCodec.isEmpty }
            if function.inProtocolExtension { flags |= FactsCodec.inProtocolExtension }
            if function.isInitialValue { flags |= FactsCodec.isInitialValue }
            bytes.append(flags)
            strings(function.parameters)
            strings(function.parameterTypes)
            array(function.switchCases) { writer, switchCase in
                writer.strings(switchCase.labels)
                writer.int(switchCase.line)
                writer.bool(switchCase.isEmpty)
            }
            array(function.helperCalls) { writer, call in
                writer.string(call.name)
                writer.int(call.line)
                writer.strings(call.caseLabels)
                writer.string(call.condition)
                writer.string(call.labels)
            }
            array(function.outgoingCalls) { writer, call in
                writer.string(call.receiver)
                writer.string(call.method)
                writer.string(call.option)
                writer.int(call.line)
                writer.string(call.labels)
            }
            string(function.returnType)
            array(function.steps) { $0.step($1) }
            array(function.closures) { writer, closure in
                writer.strings(closure.parameters)
                writer.array(closure.returns) { $0.value($1) }
                writer.array(closure.returnSteps) { $0.int($1) }
                writer.scope(closure.parent)
            }
            strings(function.genericParameters)
            array(function.parameterDefaults) { writer, value in
                if let value {
                    writer.bool(true)
                    writer.value(value)
                } else {
                    writer.bool(false)
                }
            }
        }

        mutating func marker(_ marker: MarkerFact) {
            bytes.append(FactsCodec.tag(marker.kind))
            string(marker.text)
            int(marker.line)
            string(marker.owner)
        }

        mutating func problem(_ problem: ProblemFact) {
            string(problem.rule)
            string(problem.message)
            int(problem.line)
        }

        mutating func storyboard(_ storyboard: StoryboardFacts) {
            string(storyboard.initialViewController)
            array(storyboard.scenes) { writer, scene in
                writer.string(scene.id)
                writer.string(scene.customClass)
                writer.string(scene.storyboardIdentifier)
                writer.int(scene.line)
                writer.string(scene.referencedStoryboard)
                writer.string(scene.referencedIdentifier)
            }
            array(storyboard.segues) { writer, segue in
                writer.string(segue.source)
                writer.string(segue.destination)
                writer.string(segue.kind)
                writer.string(segue.identifier)
                writer.int(segue.line)
                writer.string(segue.unwindAction)
            }
        }
    }

    // MARK: - Reading

    struct Reader {
        private let base: UnsafePointer<UInt8>?
        private let end: Int
        private var offset = 0

        init(_ bytes: UnsafeRawBufferPointer) {
            base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
            end = bytes.count
        }

        var isAtEnd: Bool { offset == end }

        /// Bytes read so far.
        var position: Int { offset }

        mutating func skip(_ length: Int) throws(Corrupt) {
            guard length >= 0, length <= end - offset else { throw Corrupt() }
            offset += length
        }

        mutating func fixed() throws(Corrupt) -> UInt64 {
            guard end - offset >= 8, let base else { throw Corrupt() }
            defer { offset += 8 }
            return UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
        }

        mutating func byte() throws(Corrupt) -> UInt8 {
            guard offset < end, let base else { throw Corrupt() }
            defer { offset += 1 }
            return base[offset]
        }

        mutating func unsigned() throws(Corrupt) -> UInt64 {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let next = try byte()
                // The tenth byte may only hold the top bit of a 64-bit value.
                guard shift < 63 || (shift == 63 && next <= 1) else { throw Corrupt() }
                value |= UInt64(next & 0x7F) << shift
                if next < 0x80 {
                    // Minimal encodings only: one value, one byte sequence (a trailing zero group is padding).
                    guard next != 0 || shift == 0 else { throw Corrupt() }
                    return value
                }
                shift += 7
            }
        }

        mutating func int() throws(Corrupt) -> Int {
            let raw = try unsigned()
            let wide = Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
            guard let value = Int(exactly: wide) else { throw Corrupt() }
            return value
        }

        /// A count of things each at least one byte long: never more than the bytes left, so a corrupt count
        /// cannot make a huge allocation.
        mutating func count() throws(Corrupt) -> Int {
            let raw = try unsigned()
            guard raw <= UInt64(end - offset) else { throw Corrupt() }
            return Int(raw)
        }

        mutating func bool() throws(Corrupt) -> Bool {
            switch try byte() {
            case 0: return false
            case 1: return true
            default: throw Corrupt()
            }
        }

        /// True when an optional value follows.
        mutating func present() throws(Corrupt) -> Bool {
            try bool()
        }

        mutating func string() throws(Corrupt) -> String {
            let length = try count()
            guard length > 0 else { return "" }
            guard let base else { throw Corrupt() }
            let bytes = UnsafeBufferPointer(start: base + offset, count: length)
            offset += length
            // ASCII (nearly every name) is valid UTF-8 as it is, and `String(decoding:)` builds it on its fast
            // path; the generic validating initializer cost a thousand instructions per string.
            if Self.isASCII(bytes) { return String(decoding: bytes, as: UTF8.self) }
            guard let value = String(validating: bytes, as: UTF8.self) else { throw Corrupt() }
            return value
        }

        private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let start = bytes.baseAddress else { return true }
            let raw = UnsafeRawPointer(start)
            var index = 0
            var high: UInt64 = 0
            while index + 8 <= bytes.count {
                high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                index += 8
            }
            while index < bytes.count {
                high |= UInt64(bytes[index])
                index += 1
            }
            return high & 0x8080_8080_8080_8080 == 0
        }

        mutating func optionalString() throws(Corrupt) -> String? {
            try present() ? try string() : nil
        }

        mutating func optionalInt() throws(Corrupt) -> Int? {
            try present() ? try int() : nil
        }

        mutating func strings() throws(Corrupt) -> [String] {
            let count = try count()
            // Most lists are empty: `reserveCapacity(0)` would still allocate.
            guard count > 0 else { return [] }
            var values: [String] = []
            values.reserveCapacity(count)
            for _ in 0..<count { values.append(try string()) }
            return values
        }

        mutating func optionalStrings() throws(Corrupt) -> [String]? {
            try present() ? try strings() : nil
        }

        mutating func array<Element>(_ read: (inout Reader) throws(Corrupt) -> Element) throws(Corrupt) -> [Element] {
            let count = try count()
            guard count > 0 else { return [] }
            var values: [Element] = []
            values.reserveCapacity(count)
            for _ in 0..<count { values.append(try read(&self)) }
            return values
        }

        mutating func fileFacts(path: String) throws(Corrupt) -> FileFacts {
            FileFacts(
                path: path,
                types: try array { reader throws(Corrupt) in try reader.type() },
                functions: try array { reader throws(Corrupt) in try reader.function() },
                markers: try array { reader throws(Corrupt) in try reader.marker() },
                storyboard: try present() ? try storyboard() : nil,
                problems: try array { reader throws(Corrupt) in
                    ProblemFact(rule: try reader.string(), message: try reader.string(), line: try reader.optionalInt())
                },
                referencedNames: try strings())
        }

        mutating func type() throws(Corrupt) -> TypeFact {
            TypeFact(
                qualifiedName: try string(), kind: try FactsCodec.typeKind(try byte()), inherits: try strings(), line: try int(),
                cases: try array { reader throws(Corrupt) in try reader.enumCase() },
                memberCount: try int(),
                properties: try array { reader throws(Corrupt) in
                    PropertyFact(name: try reader.string(), typeName: try reader.optionalString(),
                                 value: try reader.present() ? try reader.value(depth: 0) : nil)
                },
                genericParameters: try strings(),
                requirements: try array { reader throws(Corrupt) in
                    RequirementFact(name: try reader.string(), line: try reader.int(), signature: try reader.string(),
                                    returnType: try reader.optionalString())
                },
                hasWhereClause: try bool(), objcName: try optionalString())
        }

        mutating func enumCase() throws(Corrupt) -> EnumCaseFact {
            EnumCaseFact(name: try string(), line: try int())
        }

        mutating func function() throws(Corrupt) -> FunctionFact {
            let owner = try optionalString()
            let name = try string()
            let signature = try string()
            let line = try int()
            let flags = try byte()
            guard flags & ~FactsCodec.allFlags == 0 else { throw Corrupt() }
            var fact = FunctionFact(
                owner: owner, name: name, signature: signature, line: line,
                isPrivate: flags & FactsCodec.isPrivate != 0, isStatic: flags & FactsCodec.isStatic != 0,
                parameters: try strings(), parameterTypes: try strings(), isEmpty: flags & FactsCodec.isEmpty != 0,
                switchCases: try array { reader throws(Corrupt) in
                    SwitchCaseFact(labels: try reader.strings(), line: try reader.int(), isEmpty: try reader.bool())
                },
                helperCalls: try array { reader throws(Corrupt) in
                    HelperCallFact(name: try reader.string(), line: try reader.int(), caseLabels: try reader.optionalStrings(),
                                   condition: try reader.optionalString(), labels: try reader.string())
                },
                outgoingCalls: try array { reader throws(Corrupt) in
                    OutgoingCallFact(receiver: try reader.string(), method: try reader.string(), option: try reader.optionalString(),
                                     line: try reader.int(), labels: try reader.string())
                },
                inProtocolExtension: flags & FactsCodec.inProtocolExtension != 0,
                returnType: try optionalString(),
                steps: try array { reader throws(Corrupt) in try reader.step() },
                closures: try array { reader throws(Corrupt) in
                    var closure = ClosureFact(parameters: try reader.strings(),
                                              returns: try reader.array { reader throws(Corrupt) in try reader.value(depth: 0) },
                                              returnSteps: try reader.array { reader throws(Corrupt) in try reader.int() })
                    closure.parent = try reader.scope()
                    return closure
                },
                genericParameters: try strings())
            fact.isInitialValue = flags & FactsCodec.isInitialValue != 0
            fact.parameterDefaults = try array { reader throws(Corrupt) in try reader.present() ? try reader.value(depth: 0) : nil }
            return fact
        }

        /// A value, refusing one nested deeper than the extractor writes (a corrupt pack must not exhaust the stack).
        mutating func value(depth: Int) throws(Corrupt) -> ValueFact {
            guard depth <= ValueFact.maximumDepth else { throw Corrupt() }
            let next = depth + 1
            switch try byte() {
            case 0: return .name(try string())
            case 1: return .selfValue
            case 2: return .member(try value(depth: next), try string())
            case 3: return .implicitMember(try string())
            case 4:
                let callee = try value(depth: next)
                let labels = try string()
                return .call(callee, labels: labels, arguments: try array { reader throws(Corrupt) in try reader.value(depth: next) })
            case 5: return .closure(try count())
            case 6: return .collection(try array { reader throws(Corrupt) in try reader.value(depth: next) })
            case 7: return .either(try array { reader throws(Corrupt) in try reader.value(depth: next) })
            case 8: return .instance(try string())
            case 9: return .opaque
            case 10: return .typed(try value(depth: next), try string())
            case 11: return .literal(try string())
            case 12:
                let keys = try array { reader throws(Corrupt) in try reader.value(depth: next) }
                let values = try array { reader throws(Corrupt) in try reader.value(depth: next) }
                guard keys.count == values.count else { throw Corrupt() }
                return .dictionary(keys: keys, values: values)
            case 13: return .element(try value(depth: next), key: try value(depth: next))
            case 14: return .superValue
            default: throw Corrupt()
            }
        }

        mutating func step() throws(Corrupt) -> ValueStepFact {
            guard let kind = ValueStepFact.Kind(rawValue: try byte()) else { throw Corrupt() }
            let name = try optionalString()
            let target = try present() ? try value(depth: 0) : nil
            var step = ValueStepFact(kind: kind, name: name, target: target, value: try value(depth: 0), line: try int(), branch: try optionalString(),
                                     subject: try optionalString())
            step.outerBranches = try strings()
            step.outerSubjects = try strings()
            guard step.outerBranches.count == step.outerSubjects.count else { throw Corrupt() }
            step.condition = try optionalString()
            step.closure = try scope()
            step.declares = try bool()
            return step
        }

        mutating func scope() throws(Corrupt) -> Int? {
            let closure = try int()
            guard closure >= -1 else { throw Corrupt() }
            return closure == -1 ? nil : closure
        }

        mutating func marker() throws(Corrupt) -> MarkerFact {
            MarkerFact(kind: try FactsCodec.markerKind(try byte()), text: try string(), line: try int(), owner: try optionalString())
        }

        mutating func storyboard() throws(Corrupt) -> StoryboardFacts {
            StoryboardFacts(
                initialViewController: try optionalString(),
                scenes: try array { reader throws(Corrupt) in
                    StoryboardScene(id: try reader.string(), customClass: try reader.optionalString(),
                                    storyboardIdentifier: try reader.optionalString(), line: try reader.int(),
                                    referencedStoryboard: try reader.optionalString(), referencedIdentifier: try reader.optionalString())
                },
                segues: try array { reader throws(Corrupt) in
                    StoryboardSegue(source: try reader.string(), destination: try reader.string(), kind: try reader.string(),
                                    identifier: try reader.optionalString(), line: try reader.int(), unwindAction: try reader.optionalString())
                })
        }
    }

    // MARK: - Tags

    static let isPrivate: UInt8 = 1
    static let isStatic: UInt8 = 2
    static let isEmpty: UInt8 = 4
    static let inProtocolExtension: UInt8 = 8
    static let isInitialValue: UInt8 = 16
    static let allFlags: UInt8 = 31

    // Tags are spelled out (not raw values or declaration order) so that renaming or reordering a case never
    // changes what a stored byte means, and a new case fails to compile here until it has a tag.
    static func tag(_ kind: TypeFact.Kind) -> UInt8 {
        switch kind {
        case .class: return 0
        case .struct: return 1
        case .enum: return 2
        case .protocol: return 3
        case .actor: return 4
        case .extension: return 5
        }
    }

    static func typeKind(_ tag: UInt8) throws(Corrupt) -> TypeFact.Kind {
        switch tag {
        case 0: return .class
        case 1: return .struct
        case 2: return .enum
        case 3: return .protocol
        case 4: return .actor
        case 5: return .extension
        default: throw Corrupt()
        }
    }

    static func tag(_ kind: MarkerFact.Kind) -> UInt8 {
        switch kind {
        case .todo: return 0
        case .fixme: return 1
        case .placeholder: return 2
        case .implementationPending: return 3
        case .fatalError: return 4
        }
    }

    static func markerKind(_ tag: UInt8) throws(Corrupt) -> MarkerFact.Kind {
        switch tag {
        case 0: return .todo
        case 1: return .fixme
        case 2: return .placeholder
        case 3: return .implementationPending
        case 4: return .fatalError
        default: throw Corrupt()
        }
    }
}

extension FileFacts {
    /// Every field at once (``FileFacts`` declares only `init(path:)`): the decoder builds facts without a copy
    /// per field it sets.
    init(path: String, types: [TypeFact], functions: [FunctionFact], markers: [MarkerFact], storyboard: StoryboardFacts?,
         problems: [ProblemFact], referencedNames: [String]) {
        self.init(path: path)
        self.referencedNames = referencedNames
        self.types = types
        self.functions = functions
        self.markers = markers
        self.storyboard = storyboard
        self.problems = problems
    }
}
