import VipermapModel

/// Each module's domain: the catalog's, or the group folder its own folder sits in (``Linker/folderDomain(of:)``), or its
/// own feature folder beside groups of modules.
extension Linker {
    /// Gives each module the catalog's domain, else its folder's (``folderDomain(of:)``), then adds the feature folders'
    /// domains (``addFeatureFolderDomains()``).
    func assignDomains() {
        // Each draft's domain depends on nothing but the module indexes (``formModules()``): worked out on several threads.
        let linker = self
        let domains = Self.map(count: drafts.count, jobs: jobs) { linker.drafts[$0].domain ?? linker.folderDomain(of: linker.drafts[$0]) }
        for (draft, domain) in zip(drafts, domains) { draft.domain = domain }
        addFeatureFolderDomains()
    }

    /// Where an app groups its modules by feature (`Modules/Settings/…` holding several), a module alone in its own
    /// folder beside those groups (`Modules/About/…`) is a feature of its own: a domain of one, named by its folder.
    /// Only where the groups hold at least a third of the modules in that container: one stray group among many
    /// modules each in its own folder is an app that groups nothing, and no domain is made up for the rest.
    private func addFeatureFolderDomains() {
        var placed: [(draft: Draft, container: String, child: String)] = []
        var total: [String: Int] = [:], grouped: [String: Int] = [:]
        for draft in drafts {
            guard let (container, child) = containerChild(of: draft) else { continue }
            placed.append((draft, container, child))
            total[container, default: 0] += 1
            if draft.domain != nil { grouped[container, default: 0] += 1 }
        }
        for (draft, container, child) in placed where draft.domain == nil {
            let groups = grouped[container] ?? 0
            guard groups > 0, groups * 3 >= total[container] ?? 0, !Self.genericFolders.contains(child) else { continue }
            draft.domain = child
        }
    }

    /// The `…/<container>` folder and the folder in it that hold a module's first component placed in a container.
    private func containerChild(of draft: Draft) -> (container: String, child: String)? {
        for component in draft.components.sorted() where component.role != .storyboardScene && component.role != .scope {
            var folders = NameScan.components(component.file, separator: "/")
            folders.removeLast()
            guard let modules = folders.lastIndex(where: Self.containers.contains), modules + 1 < folders.count else { continue }
            return (folders[0...modules].joined(separator: "/"), folders[modules + 1])
        }
        return nil
    }

    /// The `…/<container>/<group>` folders of a file (as its path's pieces joined by `/`): the only folders
    /// ``folderDomain(of:)`` asks ``modulesUnderFolder`` about.
    static func groupFolders(of path: String) -> [String] {
        let plain = NameScan.withPlainASCII(path) { bytes -> [String]? in
            var result: [String] = []
            var start = 0
            var previousIsContainer = false
            for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "/") {
                // An empty piece (`//`, a leading `/`): the joined pieces would not be a prefix of the path.
                guard index > start else { return nil }
                if previousIsContainer { result.append(NameScan.string(bytes, 0..<index)) }
                previousIsContainer = NameScan.equalsAny(bytes, start..<index, containerBytes)
                start = index + 1
            }
            guard start < bytes.count else { return nil }
            return result
        }
        if let plain, let folders = plain { return folders }
        var folders = NameScan.components(path, separator: "/")
        folders.removeLast()
        return folders.indices.dropFirst().filter { containers.contains(folders[$0 - 1]) }.map { folders[...$0].joined(separator: "/") }
    }

    private static let containerBytes = containers.map { Array($0.utf8) }

    /// Folders that hold one folder per module (or per group of modules).
    static let containers: Set<String> = ["Modules", "Scenes", "Screens", "Features", "Controllers", "ViewControllers", "Pages"]
    /// Folder names that say nothing about a module's domain.
    static let genericFolders: Set<String> = containers.union([
        "Module", "Feature", "Sources", "Source", "Classes", "App", "Application",
        "Presentation", "UI", "Flows", "VIPER", "Viper", "Components", "src"])

    static let ownFolderSuffixes = ["", "Module", "Scene", "Screen", "Flow", "Feature"]

    /// Whether a folder (or an Xcode group) is module `name`'s own: `Login`, `LoginModule`, `LoginScene`,
    /// `LoginScreen`, and `Forgot Password`, `forgot-password`, `Forgot_PasswordModule` for ForgotPassword.
    static func isOwnFolder(_ folder: String, name: String) -> Bool {
        if let answer = isOwnFolderASCII(folder, name: name) { return answer }
        let plain = folder.filter { $0 != " " && $0 != "-" && $0 != "_" }
        return ownFolderSuffixes.contains { plain.caseInsensitiveCompare(name + $0) == .orderedSame }
    }

    /// ``isOwnFolder(_:name:)`` on ASCII bytes (where case-insensitive comparison is ASCII case folding); nil otherwise.
    static func isOwnFolderASCII(_ folder: String, name: String) -> Bool? {
        NameScan.withPlainASCII(folder) { folderBytes -> Bool? in
            NameScan.withPlainASCII(name) { nameBytes -> Bool in
                var plain: [UInt8] = []
                plain.reserveCapacity(folderBytes.count)
                for byte in folderBytes where byte != UInt8(ascii: " ") && byte != UInt8(ascii: "-") && byte != UInt8(ascii: "_") {
                    plain.append(byte | (NameScan.isUpper(byte) ? 0x20 : 0))
                }
                guard plain.count >= nameBytes.count else { return false }
                for index in 0..<nameBytes.count where plain[index] != nameBytes[index] | (NameScan.isUpper(nameBytes[index]) ? 0x20 : 0) {
                    return false
                }
                let rest = plain[nameBytes.count...]
                return ownFolderSuffixBytes.contains { rest.elementsEqual($0) }
            }
        } ?? nil
    }

    private static let ownFolderSuffixBytes = ownFolderSuffixes.map { Array($0.lowercased().utf8) }

    /// `…/Modules/<Group>/<X>/…`, else `…/<Group>/<X>/…` when the module's folder sits in a group folder inside its project.
    func folderDomain(of draft: Draft) -> String? {
        let containers = Self.containers, generic = Self.genericFolders
        func isOwn(_ folder: String) -> Bool { Self.isOwnFolder(folder, name: draft.name) }
        // In sorted order. The first component nearly always decides: a few are picked one at a time rather than sorted.
        var remaining = draft.components.filter { $0.role != .storyboardScene && $0.role != .scope }
        // Many components (rare): sorted once, largest first, so the next is always the last.
        let sortedOnce = remaining.count > 16
        if sortedOnce { remaining = Array(remaining.sorted().reversed()) }
        while let next = sortedOnce ? remaining.indices.last : remaining.indices.min(by: { remaining[$0] < remaining[$1] }) {
            let component = remaining.remove(at: next)
            var folders = NameScan.components(component.file, separator: "/")
            folders.removeLast()
            if let modules = folders.lastIndex(where: containers.contains), modules + 1 < folders.count {
                let group = folders[modules + 1]
                if modules + 2 < folders.count, isOwn(folders[modules + 2]) { return group }
                // Files directly in `Modules/<Group>/` (or its role subfolders): a group only if it holds other modules too;
                // otherwise it is this module's own folder under another name (`Scenes/Loading/` of AnimationLoading).
                // A module whose own folder holds its submodules (`Modules/Settings/Submodules/Unit/…`) heads that group.
                let path = folders[0...(modules + 1)].joined(separator: "/")
                if modulesUnderFolder[path]?.several == true { return group }
                continue
            }
            let projectDepth = projectFolderDepth(of: component.file)
            guard let own = folders.lastIndex(where: isOwn), own - 1 >= projectDepth else { continue }
            let group = folders[own - 1]
            if !generic.contains(group), !Self.namesAContainer(group) { return group }
        }
        return nil
    }

    /// `ViperModules`, `AppScenes`, `SubModules`: a folder named as a place to keep modules, not a domain.
    static func namesAContainer(_ folder: String) -> Bool {
        containers.contains { folder.hasSuffix($0) && folder.count > $0.count }
    }
}
