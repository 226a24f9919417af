import VipermapModel

/// What says a module is unfinished: markers in its code (placeholders, `TODO`, `FIXME`, `fatalError`) and components
/// left with an empty body.
extension Linker {
    /// Whether the app declares `name` (a class, a protocol, their extensions) with any member: what an empty type
    /// inheriting or adopting it gets. A protocol counts through the protocols it refines.
    func hasMembers(_ name: String) -> Bool {
        hierarchy.lineage(of: name).contains { type in (typesByName[type] ?? []).contains { types[$0].fact.memberCount > 0 } }
    }

    mutating func addMarkers() {
        for fileIndex in files.indices {
            let file = files[fileIndex]
            for marker in file.markers {
                var owners: [Draft] = []
                if let owner = marker.owner { owners = drafts(forOwner: owner, project: fileProjects[fileIndex]) }
                // A marker outside any module type (a free function, a shared protocol's extension) belongs to the
                // file's module only when the file holds exactly one module's components and the owner is no protocol.
                if owners.isEmpty, marker.owner.map({ !protocols.contains($0) }) ?? true,
                   let ids = modules.byFile[fileIndex], !ids.several, let draft = modules.byID[ids.first] {
                    owners = [draft]
                }
                for draft in owners {
                    let (kind, status, message): (String, ModuleStatus, String)
                    switch marker.kind {
                    case .placeholder: (kind, status, message) = ("placeholder", .scaffolded, "template placeholder \(marker.text) left in the code")
                    case .implementationPending: (kind, status, message) = ("implementationPending", .scaffolded, "\(marker.text) left by the module template")
                    case .todo: (kind, status, message) = ("todo", .inProgress, marker.text)
                    case .fixme: (kind, status, message) = ("fixme", .inProgress, marker.text)
                    case .fatalError: (kind, status, message) = ("fatalError", .inProgress, marker.text)
                    }
                    draft.evidence.append(Evidence(kind: kind, status: status, message: message, file: file.path, line: marker.line))
                }
            }
        }
        // Components whose declaration and extensions have no member at all.
        let checked: Set<ComponentRole> = [.presenter, .interactor, .view, .router, .wireframe, .builder, .configurator, .routerOutput]
        // Per draft, from the indexes alone: worked out on several threads, kept by position.
        let linker = self
        let empty = Self.map(count: drafts.count, jobs: jobs) { position -> [Evidence] in
            var evidence: [Evidence] = []
            for component in linker.drafts[position].components where checked.contains(component.role) {
                let records = (linker.typesByName[component.type] ?? []).filter { linker.types[$0].project == linker.project(of: component.file) }
                guard let declaration = records.first(where: { linker.types[$0].fact.kind != .extension }),
                      [.class, .struct, .actor].contains(linker.types[declaration].fact.kind),
                      records.allSatisfy({ linker.types[$0].fact.memberCount == 0 }) else { continue }
                // `final class FeedRouter: BaseRouter, FeedRoutable {}`: its behaviour comes from an app type it inherits
                // or adopts (a base class, a protocol's default implementations), not a template left empty.
                let inherited = records.flatMap { linker.types[$0].fact.inherits }
                if inherited.contains(where: { linker.hasMembers($0) }) { continue }
                evidence.append(Evidence(
                    kind: "emptyBody", status: .scaffolded,
                    message: "\(component.type) has an empty body", file: component.file, line: component.line))
            }
            return evidence
        }
        for (draft, evidence) in zip(drafts, empty) where !evidence.isEmpty { draft.evidence += evidence }
    }
}
