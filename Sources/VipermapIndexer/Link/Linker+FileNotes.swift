import Foundation
import VipermapModel

extension Linker {
    /// What the link step derives from one file's facts alone: worked out for every file before the serial part,
    /// on several threads, and kept by file position so the result never depends on the number of threads.
    struct FileNotes {
        var types: [TypeRecord] = []
        var functions: [FunctionRecord] = []
        /// ``Linker/groupFolders(of:)`` of the file, for files that declare a component.
        var groupFolders: [String] = []
        /// The file declares an app or scene delegate (see ``Linker/holdsSeveralApps(_:)``).
        var declaresApp = false
    }

    /// Notes for every file, same order as `files`, computed on up to `jobs` threads.
    static func notes(for files: [FileFacts], jobs: Int) -> [FileNotes] {
        map(count: files.count, jobs: jobs) { notes(for: files[$0], at: $0) }
    }

    /// `(0..<count).map(body)` on up to `jobs` threads: each result lands at its own position, so the array never
    /// depends on the number of threads or the order they run in. `body` must only read shared state.
    static func map<Result>(count: Int, jobs: Int, chunk: Int = 16, _ body: (Int) -> Result) -> [Result] {
        if jobs <= 1 || count <= chunk { return (0..<count).map(body) }
        let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        defer { slots.deinitialize(); slots.deallocate() }
        // Chunks of positions: one lock per chunk rather than per position.
        let chunks = (count + chunk - 1) / chunk
        FactsCollector.forEach(count: chunks, jobs: jobs) { chunkIndex in
            // Each chunk writes its own slots: no two threads touch the same element.
            for index in (chunkIndex * chunk)..<min(count, (chunkIndex + 1) * chunk) {
                slots[index] = body(index)
            }
        }
        return slots.map { $0! }
    }

    private static func notes(for file: FileFacts, at fileIndex: Int) -> FileNotes {
        var notes = FileNotes()
        notes.types.reserveCapacity(file.types.count)
        var declaresComponent = false
        for type in file.types {
            let record = TypeRecord(fact: type, file: file.path, fileIndex: fileIndex)
            if record.classification != nil { declaresComponent = true }
            if record.declaresApp { notes.declaresApp = true }
            notes.types.append(record)
        }
        notes.functions.reserveCapacity(file.functions.count)
        for function in file.functions {
            notes.functions.append(FunctionRecord(fact: function, file: file.path))
        }
        if declaresComponent {
            notes.groupFolders = groupFolders(of: file.path)
        }
        return notes
    }

    /// A declared type (or extension) and what the link step derives from it alone.
    ///
    /// A class: the link step hands records around a lot, and a copy of a whole ``TypeFact`` costs a retain per field.
    final class TypeRecord {
        let fact: TypeFact
        let file: String
        /// Position of the file in ``Linker/files``.
        let fileIndex: Int
        /// Set by the serial part (it depends on every file).
        var project: String?
        /// ``TypeFact/simpleName`` and ``TypeFact/parentName``, worked out once: the link step asks for them again and again.
        let simpleName: String
        let parentName: String?
        /// Module and role of the type as a component (``Linker/classify(_:simpleName:parentName:file:)``); nil for extensions.
        /// The serial part may change it once every protocol is known (``Linker/classifyByConformance()``).
        var classification: (module: String, role: ComponentRole)?
        /// The other name a component of this type is known by (``Linker/register(_:draft:)``).
        let alias: String?
        /// `appDelegate`, `sceneDelegate` or `appRouter` for the types whose launch methods are entry points.
        /// The serial part clears it for a launch object the app builds as a module (``Linker/promoteLaunchModules()``).
        var launchKind: String?
        /// Module and role a launch-named type (`AppRootRouter`, `AppRootInteractor`) has if the app builds its launch
        /// as a module: its parts are then components like any module's (``Linker/promoteLaunchModules()``).
        let launchPart: (module: String, role: ComponentRole)?
        /// An app or scene delegate by name or conformance (see ``Linker/holdsSeveralApps(_:declaringApps:)``).
        let declaresApp: Bool
        /// Module names of the cases of a catalog enum (`enum AppModules { enum Wallet { case walletHome } }`), and their domain.
        let catalogNames: [String]?
        let catalogDomain: String?
        /// The qualified name of the catalog the enum belongs to when only its shape can make it one
        /// (``Conventions/shapedCatalogNames``); nil for a catalog by name and for other types.
        let catalogRoot: String?

        init(fact: TypeFact, file: String, fileIndex: Int) {
            self.fact = fact
            self.file = file
            self.fileIndex = fileIndex
            let (simple, parent) = Linker.simpleAndParentName(of: fact)
            simpleName = simple
            parentName = parent
            classification = fact.kind == .extension ? nil : Linker.classify(fact, simpleName: simple, parentName: parent, file: file)
            // The simple name is the name's last piece (`NameScan.lastComponent`), but for a name of dots only,
            // where neither makes an alias.
            if classification != nil, parent != nil, simple != fact.qualifiedName, ModuleNaming.namespacedRoles[simple] == nil {
                alias = simple
            } else {
                alias = nil
            }
            let inherits = fact.inherits
            let applicationDelegate = inherits.contains("UIApplicationDelegate")
            let windowSceneDelegate = inherits.contains("UIWindowSceneDelegate")
            declaresApp = applicationDelegate || windowSceneDelegate || simple == "AppDelegate" || simple == "SceneDelegate"
            if applicationDelegate || simple == "AppDelegate" {
                launchKind = "appDelegate"
            } else if windowSceneDelegate || inherits.contains("UISceneDelegate") || simple == "SceneDelegate" {
                launchKind = "sceneDelegate"
            } else if parent == nil, inherits.contains("App") || inherits.contains("SwiftUI.App") {
                // A SwiftUI `@main struct …: App`: its `body`'s `WindowGroup { … }` is the first screen.
                launchKind = "swiftUIApp"
            } else if parent == nil, ModuleNaming.isLaunchType(simple) {
                launchKind = "appRouter"
                // `KamuApplicationRouter` is launch infrastructure, not the router of a `KamuApplication` screen.
                classification = nil
            } else {
                launchKind = nil
            }
            // A launch-named type (`AppRootRouter`, `ChatAppRouter`) keeps the part it would be of a module, in case the
            // app builds that module (``Linker/promoteLaunchModules()``).
            if classification == nil, parent == nil, fact.kind != .extension,
               let split = ModuleNaming.split(simple, kind: fact.kind, allowLaunch: true),
               ModuleNaming.launchNames.contains(split.module) || launchKind == "appRouter" {
                launchPart = split
            } else {
                launchPart = nil
            }
            var names: [String]?
            var domain: String?
            var root: String?
            if fact.kind == .enum, !fact.cases.isEmpty {
                let parts = NameScan.components(fact.qualifiedName, separator: ".")
                if let catalogIndex = parts.firstIndex(where: Conventions.isCatalogName) {
                    domain = catalogIndex + 1 < parts.count ? parts.last : nil
                    names = fact.cases.map { ModuleNaming.moduleName(fromCase: $0.name) }
                    if !Conventions.isCatalogByName(parts[catalogIndex]) { root = parts[...catalogIndex].joined(separator: ".") }
                }
            }
            catalogNames = names
            catalogDomain = domain
            catalogRoot = root
        }
    }

    /// A function and what the link step derives from it alone.
    final class FunctionRecord {
        let fact: FunctionFact
        let file: String
        /// Set by the serial part (it depends on every file).
        var project: String?
        /// Last component of the owner's name, for functions with outgoing calls.
        let ownerType: String?

        init(fact: FunctionFact, file: String) {
            self.fact = fact
            self.file = file
            if let owner = fact.owner, !fact.outgoingCalls.isEmpty {
                ownerType = NameScan.lastComponent(owner, separator: ".") ?? owner
            } else {
                ownerType = nil
            }
        }
    }
}
