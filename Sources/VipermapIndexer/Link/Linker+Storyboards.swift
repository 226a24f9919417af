import VipermapModel

extension Linker {
    /// What one storyboard says once its scenes are known: read again by the segues of storyboards that reference it.
    private struct Board {
        var path: String
        var project: String?
        var facts: StoryboardFacts
        var sceneModules: [String: Draft] = [:]
        var scenesByID: [String: StoryboardScene] = [:]
        var seguesBySource: [String: [StoryboardSegue]] = [:]
    }

    /// The app's storyboards, in file order, and the modules their scenes show.
    private struct Boards {
        var all: [Board] = []
        /// Storyboards by file name without `.storyboard`, for references (`storyboardName="Main"`), in file order.
        var byName: [String: [Int]] = [:]

        /// The modules a scene shows: its own; for a container without one, those its relationship/embed segues hold;
        /// for a storyboard reference, the referenced scene (or that storyboard's initial view controller).
        func modules(of sceneID: String, in boardIndex: Int, depth: Int = 0) -> [Draft] {
            let board = all[boardIndex]
            if let draft = board.sceneModules[sceneID] { return [draft] }
            guard depth < 4 else { return [] }
            var result: [Draft] = []
            if let scene = board.scenesByID[sceneID], let name = scene.referencedStoryboard {
                let candidates = byName[name] ?? []
                let same = candidates.filter { all[$0].project == board.project }
                guard let target = (same.isEmpty ? candidates : same).first else { return [] }
                let referenced = all[target].facts
                let targetScene = scene.referencedIdentifier.flatMap { identifier in
                    referenced.scenes.first { $0.storyboardIdentifier == identifier }?.id
                } ?? referenced.initialViewController
                return targetScene.map { modules(of: $0, in: target, depth: depth + 1) } ?? []
            }
            for segue in board.seguesBySource[sceneID] ?? [] where segue.kind == "relationship" || segue.kind == "embed" {
                for draft in modules(of: segue.destination, in: boardIndex, depth: depth + 1) where !result.contains(where: { $0 === draft }) {
                    result.append(draft)
                }
            }
            return result
        }
    }

    /// Storyboard scenes become components of the module whose view they instantiate; segues become routes;
    /// the initial view controller is an entry point.
    mutating func linkStoryboards() {
        var boards = readStoryboards()
        addContainerScenes(&boards)
        addContainerIdentifiers(boards)
        let unwinds = addSegueRoutes(boards)
        // Unwinding to the module that pushed or showed this one pops back to it; anything else dismisses.
        for index in unwinds {
            let unwind = routes[index]
            if routes.contains(where: { $0.from == unwind.to && $0.to == unwind.from && ($0.transition == .push || $0.transition == .show) }) {
                routes[index].transition = .pop
            }
        }
    }

    /// Every storyboard of the app, its scenes that instantiate a module's view made components of that module (and
    /// known by their storyboard identifier).
    private mutating func readStoryboards() -> Boards {
        var boards = Boards()
        for file in files {
            guard let storyboard = file.storyboard else { continue }
            let project = project(of: file.path)
            var board = Board(path: file.path, project: project, facts: storyboard)
            for scene in storyboard.scenes {
                board.scenesByID[scene.id] = scene
                // `@objc(HRLListViewController) final class ListViewController`: the storyboard names the Objective-C name.
                guard let customClass = scene.customClass,
                      let found = modules.byType[customClass] ?? modules.byObjCName[customClass], let draft = pick(found, project: project)
                else { continue }
                board.sceneModules[scene.id] = draft
                if let identifier = scene.storyboardIdentifier, !(modules.byStoryboardID[identifier]?.contains { $0 === draft } ?? false) {
                    modules.byStoryboardID[identifier, default: []].append(draft)
                }
                draft.components.append(Component(role: .storyboardScene, type: customClass, file: file.path, line: scene.line))
                draft.storyboards.insert(file.path)
            }
            board.seguesBySource = Dictionary(grouping: storyboard.segues, by: \.source)
            boards.all.append(board)
        }
        for (index, board) in boards.all.enumerated() {
            let name = String((NameScan.lastComponent(board.path, separator: "/") ?? board.path).dropLast(".storyboard".count))
            boards.byName[name, default: []].append(index)
        }
        return boards
    }

    /// A container scene of no module (a tab bar controller of the app's own class) whose relationship segues hold
    /// two modules or more is a module: the parent of what it holds (docs/indexing.md, "Container screens").
    private mutating func addContainerScenes(_ boards: inout Boards) {
        for boardIndex in boards.all.indices {
            for scene in boards.all[boardIndex].facts.scenes where boards.all[boardIndex].sceneModules[scene.id] == nil {
                guard let customClass = scene.customClass,
                      let record = containerCandidate(customClass, project: boards.all[boardIndex].project),
                      boards.modules(of: scene.id, in: boardIndex).count >= 2 else { continue }
                let draft = addContainerModule(record)
                boards.all[boardIndex].sceneModules[scene.id] = draft
                draft.components.append(Component(role: .storyboardScene, type: customClass, file: boards.all[boardIndex].path, line: scene.line))
                draft.storyboards.insert(boards.all[boardIndex].path)
                if let identifier = scene.storyboardIdentifier { modules.byStoryboardID[identifier, default: []].append(draft) }
            }
        }
    }

    /// A container scene of no module with a storyboard identifier (a navigation controller around one module's
    /// screen): instantiating it by that identifier shows the one module it holds.
    private mutating func addContainerIdentifiers(_ boards: Boards) {
        for boardIndex in boards.all.indices {
            for scene in boards.all[boardIndex].facts.scenes where boards.all[boardIndex].sceneModules[scene.id] == nil {
                guard let identifier = scene.storyboardIdentifier, modules.byStoryboardID[identifier] == nil else { continue }
                let held = boards.modules(of: scene.id, in: boardIndex)
                if held.count == 1 { modules.byStoryboardID[identifier] = held }
            }
        }
    }

    /// The routes of the segues between modules' scenes and of each storyboard's initial view controller (an entry
    /// point too); returns the positions in ``routes`` of the unwind segues whose target is known.
    private mutating func addSegueRoutes(_ boards: Boards) -> [Int] {
        var unwinds: [Int] = []
        for (boardIndex, board) in boards.all.enumerated() {
            for segue in board.facts.segues {
                guard let source = board.sceneModules[segue.source] else { continue }
                let transition = Self.transition(ofSegueKind: segue.kind)
                if transition.isBack {
                    // An unwind segue names its action: the module whose controller declares it is where it returns.
                    let target = segue.unwindAction.flatMap { unwindTarget($0, project: board.project) }
                    if target != nil { unwinds.append(routes.count) }
                    routes.append(Route(from: source.id, to: target?.id, transition: transition, trigger: segue.identifier,
                                        file: board.path, line: segue.line))
                    continue
                }
                for target in boards.modules(of: segue.destination, in: boardIndex)
                where !(target === source && (segue.kind == "relationship" || segue.kind == "embed")) {
                    routes.append(Route(from: source.id, to: target.id, transition: transition, trigger: segue.identifier,
                                        file: board.path, line: segue.line))
                }
            }
            if let initial = board.facts.initialViewController, let scene = board.scenesByID[initial] {
                for target in boards.modules(of: initial, in: boardIndex) {
                    entryPoints.append(EntryPoint(module: target.id, file: board.path, line: scene.line, kind: "storyboard"))
                    routes.append(Route(from: nil, to: target.id, transition: .setRoot, trigger: nil, file: board.path, line: scene.line))
                }
            }
        }
        return unwinds
    }

    /// The module whose component declares the unwind action `unwindToList:` (`@IBAction func unwindToList(_:)`),
    /// when exactly one does.
    private func unwindTarget(_ action: String, project: String?) -> Draft? {
        let name = String(action.prefix { $0 != ":" })
        var found: [Draft] = []
        for record in functions where record.fact.name == name {
            guard let owner = record.fact.owner, let drafts = modules.byType[owner], let draft = pick(drafts, project: project) else { continue }
            if !found.contains(where: { $0 === draft }) { found.append(draft) }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// Segue kinds as Interface Builder writes them.
    static func transition(ofSegueKind kind: String) -> Transition {
        switch kind {
        case "push": return .push
        case "show": return .show
        case "presentation", "modal", "popoverPresentation", "presentationPopover": return .present
        case "showDetail": return .show
        case "embed", "relationship": return .embed
        case "unwind": return .dismiss
        default: return .unknown
        }
    }
}
