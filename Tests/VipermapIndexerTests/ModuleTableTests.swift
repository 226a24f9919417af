import Testing
import VipermapModel
@testable import VipermapIndexer

/// The modules the link forms and their indexes (``Linker/ModuleTable``): one way to add a module, one to add a
/// component, and a generation that changes with each, so a shared look-up never outlives a change.
@Suite struct ModuleTableTests {
    static func record(_ name: String, file: Int) -> Linker.TypeRecord {
        Linker.TypeRecord(fact: TypeFact(qualifiedName: name, kind: .class, inherits: [], line: 1, memberCount: 1),
                          file: "F\(file).swift", fileIndex: file)
    }

    @Test func aModuleIsFoundByIdNameFileAndComponent() {
        var table = Linker.ModuleTable(fileCount: 3)
        let harbor = Linker.Draft(name: "Harbor", project: nil)
        let pier = Linker.Draft(name: "Pier", project: nil)
        table.register(harbor, files: [0, 1])
        table.register(pier, files: [1])
        table.addComponent(Self.record("HarborRouter", file: 0), to: harbor)
        table.addComponent(Self.record("Pier.PierRouter", file: 1), to: pier)
        table.addComponent(Self.record("Pier.Router", file: 1), to: pier)
        #expect(table.all.map(\.id) == ["Harbor", "Pier"])
        #expect(table.byID["Pier"] === pier)
        #expect(table.byName["Harbor"]?.map(\.id) == ["Harbor"])
        #expect(table.byType["HarborRouter"]?.map(\.id) == ["Harbor"])
        // A nested component is known by its simple name too — unless that is a bare role every module may have.
        #expect(table.byType["Pier.PierRouter"]?.map(\.id) == ["Pier"])
        #expect(table.byType["PierRouter"]?.map(\.id) == ["Pier"])
        #expect(table.byType["Pier.Router"]?.map(\.id) == ["Pier"])
        #expect(table.byType["Router"] == nil)
        #expect(table.byFile[0]?.first == "Harbor" && table.byFile[0]?.several == false)
        #expect(table.byFile[1]?.first == "Harbor" && table.byFile[1]?.several == true)
        #expect(table.byFile[2] == nil)
    }

    /// Every module or component added changes the generation; nothing else does.
    @Test func theGenerationChangesWithEveryModuleAndComponent() {
        var table = Linker.ModuleTable(fileCount: 1)
        let start = table.generation
        let harbor = Linker.Draft(name: "Harbor", project: nil)
        table.register(harbor, files: [0])
        #expect(table.generation == start + 1)
        table.addComponent(Self.record("HarborView", file: 0), to: harbor)
        #expect(table.generation == start + 2)
        table.setComponents([:])
        #expect(table.generation == start + 3)
        table.addFile(0, to: harbor)
        table.byStoryboardID["harbor"] = [harbor]
        #expect(table.generation == start + 3)
    }
}
