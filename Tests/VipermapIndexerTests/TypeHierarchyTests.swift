import Testing
import VipermapModel
@testable import VipermapIndexer

/// The one walk over the type hierarchy (``TypeHierarchy``): nearest first, one cap, one project filter.
@Suite struct TypeHierarchyTests {
    static func hierarchy(_ types: [Linker.TypeRecord]) -> TypeHierarchy {
        var typesByName: [String: [Int]] = [:], inheritors: [String: [Int]] = [:]
        for (index, record) in types.enumerated() {
            typesByName[record.fact.qualifiedName, default: []].append(index)
            for inherited in record.fact.inherits { inheritors[inherited, default: []].append(index) }
        }
        return TypeHierarchy(types: types, typesByName: typesByName, inheritors: inheritors)
    }

    static func record(_ name: String, _ kind: TypeFact.Kind, _ inherits: [String], project: String? = nil) -> Linker.TypeRecord {
        let record = Linker.TypeRecord(fact: TypeFact(qualifiedName: name, kind: kind, inherits: inherits, line: 1, memberCount: 0),
                                       file: "\(name).swift", fileIndex: 0)
        record.project = project
        return record
    }

    /// Breadth-first, nearest first, through the type's declaration and its extensions alike.
    @Test func supertypesAreNearestFirstThroughDeclarationAndExtensions() {
        let hierarchy = Self.hierarchy([
            Self.record("Wharf", .class, ["Base", "Mooring"]),
            Self.record("Wharf", .extension, ["Berth"]),
            Self.record("Base", .class, ["Root"]),
            Self.record("Mooring", .protocol, ["Anchor"]),
            Self.record("Anchor", .protocol, []),
        ])
        #expect(hierarchy.supertypes(of: "Wharf") == ["Base", "Mooring", "Berth", "Root", "Anchor"])
        #expect(hierarchy.lineage(of: "Base") == ["Base", "Root"])
        #expect(hierarchy.supertypes(of: "Anchor") == [])
        #expect(hierarchy.supertypes(of: "Undeclared") == [])
    }

    /// A declaration of the same name in another project is left out when the filter says so.
    @Test func theProjectFilterLeavesOutOtherProjectsDeclarations() {
        let hierarchy = Self.hierarchy([
            Self.record("Wharf", .class, ["Base"], project: "Ferry"),
            Self.record("Wharf", .class, ["Other"], project: "Tug"),
        ])
        #expect(hierarchy.supertypes(of: "Wharf") == ["Base", "Other"])
        #expect(hierarchy.supertypes(of: "Wharf", where: { $0 == "Ferry" }) == ["Base"])
    }

    /// A cycle ends, and a hierarchy deeper than the cap stops at ``TypeHierarchy/maximumTypes`` types looked at.
    @Test func cyclesEndAndDepthIsCapped() {
        let cycle = Self.hierarchy([Self.record("A", .protocol, ["B"]), Self.record("B", .protocol, ["A"])])
        #expect(cycle.supertypes(of: "A") == ["B"])
        let chain = Self.hierarchy((0..<400).map { Self.record("P\($0)", .protocol, ["P\($0 + 1)"]) })
        let found = chain.supertypes(of: "P0")
        #expect(found.count == TypeHierarchy.maximumTypes - 1)
        #expect(found.first == "P1")
    }

    /// Subtypes: the declared types (no protocols, no extensions) adopting a type, directly or through a protocol that
    /// refines it, in name order — also when an extension of the same type adopts it too (it used to hide the type).
    /// A type that adopts it only in an extension is not one.
    @Test func subtypesAreDeclaredTypesThroughRefinements() {
        let hierarchy = Self.hierarchy([
            Self.record("Dock", .protocol, []),
            Self.record("Harbor", .protocol, ["Dock"]),
            Self.record("Wharf", .class, ["Harbor"]),
            Self.record("Wharf", .extension, ["Dock"]),
            Self.record("Pier", .struct, ["Dock"]),
            Self.record("Quay", .class, []),
            Self.record("Quay", .extension, ["Dock"]),
            Self.record("Berth", .class, ["Wharf"]),
        ])
        #expect(hierarchy.subtypes(of: "Dock").map(\.name) == ["Berth", "Pier", "Wharf"])
        #expect(hierarchy.subtypes(of: "Wharf").map(\.name) == ["Berth"])
        #expect(hierarchy.subtypes(of: "Berth").isEmpty)
    }

    /// Two apps in one folder may each declare a type of one name adopting a protocol of one name: each is a subtype,
    /// with its project (the second used to be dropped, and its app's walk found no implementation of the protocol).
    @Test func subtypesOfOneNameInTwoProjectsAreBothKept() {
        let hierarchy = Self.hierarchy([
            Self.record("DockBuildable", .protocol, [], project: "Ferry"),
            Self.record("DockBuildable", .protocol, [], project: "Tug"),
            Self.record("DockBuilder", .class, ["DockBuildable"], project: "Tug"),
            Self.record("DockBuilder", .class, ["DockBuildable"], project: "Ferry"),
        ])
        let found = hierarchy.subtypes(of: "DockBuildable")
        #expect(found.map(\.name) == ["DockBuilder", "DockBuilder"])
        #expect(found.map(\.project) == ["Ferry", "Tug"])
    }
}
