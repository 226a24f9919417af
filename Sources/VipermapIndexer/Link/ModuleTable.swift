import VipermapModel

extension Linker {
    /// The modules the link forms (drafts) and the indexes that find them, with one way to add a module
    /// (``register(_:files:)``) and one to make a type a module's component (``addComponent(_:to:)``). Each of them
    /// changes ``generation``: the look-ups walks share (``ValueFlow/SharedLookups``) are keyed by it, so an answer given
    /// before a module or a component was added ("no module") is never read after.
    struct ModuleTable {
        /// In the order they were added: formed from names (in name order), then container modules as passes add them.
        private(set) var all: [Draft] = []
        /// By final id.
        private(set) var byID: [String: Draft] = [:]
        /// By name (several when projects collide).
        private(set) var byName: [String: [Draft]] = [:]
        /// Component type (qualified name, and simple name when nested) → drafts.
        private(set) var byType: [String: [Draft]] = [:]
        /// Module ids per file (by position in ``Linker/files``) that holds one of its components: the owner of markers
        /// outside any type.
        private(set) var byFile: [FirstOfMany?]
        /// Component types' drafts by the Objective-C name an `@objc(Name)` attribute gives them.
        var byObjCName: [String: [Draft]] = [:]
        /// By the storyboard identifier of their scene.
        var byStoryboardID: [String: [Draft]] = [:]
        /// Counts the changes: modules added, components added.
        private(set) var generation = 0

        init(fileCount: Int) {
            byFile = Array(repeating: nil, count: fileCount)
        }

        /// Makes room for `count` more modules.
        mutating func reserveCapacity(_ count: Int) {
            byID.reserveCapacity(byID.count + count)
            byName.reserveCapacity(byName.count + count)
        }

        /// Adds a module, known by its id and name, as held by the files (positions in ``Linker/files``) of its components.
        mutating func register(_ draft: Draft, files: [Int]) {
            all.append(draft)
            byID[draft.id] = draft
            byName[draft.name, default: []].append(draft)
            for file in files { addFile(file, to: draft) }
            generation += 1
        }

        /// Notes that file `file` holds one of `draft`'s components (a namespace's extension, a view model).
        mutating func addFile(_ file: Int, to draft: Draft) {
            if byFile[file] == nil { byFile[file] = FirstOfMany(draft.id) } else { byFile[file]!.insert(draft.id) }
        }

        /// Makes a type `draft`'s component: known by its name, and by its simple name when nested
        /// (``Linker/TypeRecord/alias``: `Login.Router` is not known as `Router`, several modules have one).
        mutating func addComponent(_ record: TypeRecord, to draft: Draft) {
            Self.index(record, of: draft, in: &byType)
            generation += 1
        }

        /// The component index made in one go for the modules formed from names (``addComponent(_:to:)`` for each, built
        /// beside other work): replaces the index.
        mutating func setComponents(_ index: [String: [Draft]]) {
            byType = index
            generation += 1
        }

        /// ``addComponent(_:to:)`` on an index being built.
        static func index(_ record: TypeRecord, of draft: Draft, in byType: inout [String: [Draft]]) {
            byType[record.fact.qualifiedName, default: []].append(draft)
            if let alias = record.alias {
                byType[alias, default: []].append(draft)
            }
        }
    }
}
