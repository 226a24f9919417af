import VipermapModel

extension Linker {
    /// Storyboard scenes become components of the module whose view they instantiate; segues become routes;
    /// the initial view controller is an entry point.
    mutating func linkStoryboards() {
        for file in files {
            guard let storyboard = file.storyboard else { continue }
            let project = project(of: file.path)
            var sceneModules: [String: Draft] = [:]
            var scenesByID: [String: StoryboardScene] = [:]
            for scene in storyboard.scenes {
                scenesByID[scene.id] = scene
                guard let customClass = scene.customClass,
                      let found = draftsByType[customClass], let draft = pick(found, project: project) else { continue }
                sceneModules[scene.id] = draft
                if let identifier = scene.storyboardIdentifier, !(draftsByStoryboardID[identifier]?.contains { $0 === draft } ?? false) {
                    draftsByStoryboardID[identifier, default: []].append(draft)
                }
                draft.components.append(Component(role: .storyboardScene, type: customClass, file: file.path, line: scene.line))
                draft.storyboards.insert(file.path)
            }
            let seguesBySource = Dictionary(grouping: storyboard.segues, by: \.source)

            /// The modules a scene shows: its own, or for a container without one, those its relationship/embed segues hold.
            func modules(of sceneID: String, depth: Int = 0) -> [Draft] {
                if let draft = sceneModules[sceneID] { return [draft] }
                guard depth < 3 else { return [] }
                var result: [Draft] = []
                for segue in seguesBySource[sceneID] ?? [] where segue.kind == "relationship" || segue.kind == "embed" {
                    for draft in modules(of: segue.destination, depth: depth + 1) where !result.contains(where: { $0 === draft }) {
                        result.append(draft)
                    }
                }
                return result
            }

            for segue in storyboard.segues {
                guard let source = sceneModules[segue.source] else { continue }
                let transition = Self.transition(ofSegueKind: segue.kind)
                let targets = modules(of: segue.destination)
                if transition.isBack {
                    routes.append(Route(from: source.id, to: nil, transition: transition, trigger: segue.identifier,
                                        file: file.path, line: segue.line))
                    continue
                }
                for target in targets where !(target === source && (segue.kind == "relationship" || segue.kind == "embed")) {
                    routes.append(Route(from: source.id, to: target.id, transition: transition, trigger: segue.identifier,
                                        file: file.path, line: segue.line))
                }
            }
            if let initial = storyboard.initialViewController, let scene = scenesByID[initial] {
                for target in modules(of: initial) {
                    entryPoints.append(EntryPoint(module: target.id, file: file.path, line: scene.line, kind: "storyboard"))
                    routes.append(Route(from: nil, to: target.id, transition: .setRoot, trigger: nil, file: file.path, line: scene.line))
                }
            }
        }
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
