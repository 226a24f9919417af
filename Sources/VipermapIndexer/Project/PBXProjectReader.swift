import Foundation
import VipermapModel

/// Reads an Xcode `project.pbxproj` (an old-style OpenStep property list) with Foundation's
/// `PropertyListSerialization`: targets, the files each compiles or copies (classic groups and file references,
/// Xcode 16 synchronized folders with their exception sets), their build settings that matter, and groups.
///
/// Every value is untrusted: a wrong type is skipped, a cycle of groups ends, paths that leave the root are dropped.
enum PBXProjectReader {
    /// Object types a project holds that need nothing from vipermap (or are read here); any other is reported once.
    static let knownTypes: Set<String> = [
        "PBXAggregateTarget", "PBXAppleScriptBuildPhase", "PBXBuildFile", "PBXBuildRule", "PBXBuildStyle",
        "PBXContainerItemProxy", "PBXCopyFilesBuildPhase", "PBXFileReference", "PBXFrameworksBuildPhase", "PBXGroup",
        "PBXHeadersBuildPhase", "PBXLegacyTarget", "PBXNativeTarget", "PBXProject", "PBXReferenceProxy",
        "PBXResourcesBuildPhase", "PBXRezBuildPhase", "PBXShellScriptBuildPhase", "PBXSourcesBuildPhase",
        "PBXTargetDependency", "PBXVariantGroup", "XCBuildConfiguration", "XCConfigurationList", "XCVersionGroup",
        "XCRemoteSwiftPackageReference", "XCLocalSwiftPackageReference", "XCSwiftPackageProductDependency",
        "PBXFileSystemSynchronizedRootGroup", "PBXFileSystemSynchronizedBuildFileExceptionSet",
        "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet", "PBXJavaArchiveBuildPhase",
    ]

    /// The project at `path` (the `.xcodeproj` folder, relative to the root) from its `project.pbxproj` bytes.
    /// Throws when the bytes are no property list or hold no project; anything less is a finding. `fileExists` answers
    /// for a root-relative path (a Swift file or storyboard the project names that is not there is a finding).
    static func read(_ data: Data, path: String, fileExists: @escaping (String) -> Bool = { _ in true }) throws -> ProjectDescription {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw ProjectReadError(message: "\(path)/project.pbxproj is not a property list Xcode wrote (\(Self.reason(error))).")
        }
        guard let top = plist as? [String: Any], let objects = top["objects"] as? [String: Any],
              let rootID = top["rootObject"] as? String, let root = objects[rootID] as? [String: Any],
              root["isa"] as? String == "PBXProject" else {
            throw ProjectReadError(message: "\(path)/project.pbxproj holds no PBXProject object (no `rootObject`, or not a project).")
        }
        var reader = Reader(objects: objects, projectPath: path, fileExists: fileExists)
        return reader.read(root: root)
    }

    static func reason(_ error: Error) -> String {
        let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
        return String(text.prefix(200))
    }

    private struct Reader {
        let objects: [String: Any]
        /// `App.xcodeproj`, relative to the root.
        let projectPath: String
        /// The folder holding the `.xcodeproj` (`$(SRCROOT)`), relative to the root.
        let projectFolder: String
        var result: ProjectDescription
        /// Parent group of each group or file reference.
        var parents: [String: String] = [:]
        /// Folder (relative to the root) of each group, worked out once; nil when not on disk in the root.
        var folderCache: [String: String?] = [:]
        var missing: Set<String> = []
        /// Ids of the synchronized folders, sorted.
        var synchronizedGroups: [String] = []
        /// Folders (relative to the root) of the project's local Swift packages, sorted.
        var localPackages: [String] = []
        let fileExists: (String) -> Bool

        init(objects: [String: Any], projectPath: String, fileExists: @escaping (String) -> Bool) {
            self.objects = objects
            self.projectPath = projectPath
            self.fileExists = fileExists
            projectFolder = ProjectPath.folder(of: projectPath)
            result = ProjectDescription(path: projectPath)
        }

        func object(_ id: Any?) -> [String: Any]? {
            guard let id = id as? String else { return nil }
            return objects[id] as? [String: Any]
        }

        static func strings(_ value: Any?) -> [String] {
            (value as? [Any])?.compactMap { $0 as? String } ?? []
        }

        mutating func read(root: [String: Any]) -> ProjectDescription {
            var unknown: Set<String> = []
            // In id order: a child two groups list gets the same parent on every run.
            for id in objects.keys.sorted() {
                guard let object = objects[id] as? [String: Any], let isa = object["isa"] as? String else { continue }
                if !knownTypes.contains(isa) { unknown.insert(isa) }
                if isa == "PBXFileSystemSynchronizedRootGroup" { synchronizedGroups.append(id) }
                for child in Self.strings(object["children"]) where parents[child] == nil && child != id { parents[child] = id }
            }
            synchronizedGroups.sort()
            if !unknown.isEmpty {
                result.findings.append(Finding(
                    rule: "projectProblem",
                    message: "\(projectPath)/project.pbxproj holds objects of types vipermap does not know (\(unknown.sorted().prefix(8).joined(separator: ", "))); they were ignored.",
                    file: projectPath))
            }
            let projectDir = (root["projectDirPath"] as? String).flatMap { $0.isEmpty ? projectFolder : ProjectPath.join(projectFolder, $0) } ?? projectFolder
            let projectSettings = settings(of: root)
            localPackages = localPackageFolders(projectDir: projectDir)
            for targetID in Self.strings(root["targets"]) {
                guard let target = object(targetID), target["isa"] as? String == "PBXNativeTarget",
                      let name = target["name"] as? String else { continue }
                result.targets.append(readTarget(target, id: targetID, name: name, projectDir: projectDir, projectSettings: projectSettings))
            }
            result.targets.sort { $0.name < $1.name }
            if let mainGroup = root["mainGroup"] as? String { collectGroups(mainGroup, names: [], projectDir: projectDir, depth: 0) }
            for path in missing.sorted().prefix(20) {
                result.findings.append(Finding(
                    rule: "projectProblem",
                    message: "\(projectPath) names \(path), which does not exist; the project's targets were read without it.",
                    file: projectPath))
            }
            if missing.count > 20 {
                result.findings.append(Finding(rule: "projectProblem", message: "\(projectPath) names \(missing.count - 20) more files that do not exist.", file: projectPath))
            }
            return result
        }

        /// The project's local Swift packages: `XCLocalSwiftPackageReference`s (Xcode 15), and folder references that
        /// hold a `Package.swift` (how earlier Xcodes add a local package).
        mutating func localPackageFolders(projectDir: String) -> [String] {
            var found: Set<String> = []
            for id in objects.keys.sorted() {
                guard let object = objects[id] as? [String: Any], let isa = object["isa"] as? String else { continue }
                if isa == "XCLocalSwiftPackageReference", let relative = object["relativePath"] as? String,
                   let folder = ProjectPath.join(projectDir, relative) {
                    found.insert(folder)
                } else if isa == "PBXFileReference", let type = object["lastKnownFileType"] as? String, type == "folder" || type == "wrapper",
                          let folder = path(of: id, projectDir: projectDir, depth: 0), let manifest = ProjectPath.join(folder, "Package.swift"),
                          fileExists(manifest) {
                    found.insert(folder)
                }
            }
            return found.sorted()
        }

        /// Build settings of every configuration of an object's configuration list.
        func settings(of owner: [String: Any]) -> [[String: Any]] {
            guard let list = object(owner["buildConfigurationList"]) else { return [] }
            return Self.strings(list["buildConfigurations"]).compactMap { object($0)?["buildSettings"] as? [String: Any] }
        }

        mutating func readTarget(_ target: [String: Any], id: String, name: String, projectDir: String, projectSettings: [[String: Any]]) -> ProjectTarget {
            var result = ProjectTarget(name: name, kind: .init(productType: target["productType"] as? String ?? ""), project: projectPath)
            // Build settings: the target's own, else the project's (any configuration; each distinct value once).
            let projectName = ProjectPath.baseName(of: projectPath)
            BuildSettings(configurations: settings(of: target) + projectSettings).apply(
                to: &result, folder: projectDir,
                variables: ["PROJECT_NAME": projectName.hasSuffix(".xcodeproj") ? String(projectName.dropLast(10)) : projectName])
            for phaseID in Self.strings(target["buildPhases"]) {
                guard let phase = object(phaseID), let isa = phase["isa"] as? String,
                      isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase" else { continue }
                for buildFileID in Self.strings(phase["files"]) {
                    guard let buildFile = object(buildFileID), let refID = buildFile["fileRef"] as? String else { continue }
                    for path in filePaths(refID, projectDir: projectDir) { result.files.insert(path) }
                }
            }
            // Synchronized folders: every file below, but the target's exceptions.
            for groupID in Self.strings(target["fileSystemSynchronizedGroups"]) {
                guard let folder = folder(of: groupID, projectDir: projectDir, depth: 0) else { continue }
                result.folders.append(.init(path: folder, excluded: Set(membershipExceptions(of: groupID, target: id, folder: folder))))
            }
            // Products of the project's local Swift packages the target links: SwiftPM builds a product's target from
            // `Sources/<target>` of its package, and a product is named after its target unless the manifest says
            // otherwise (the manifest is not read: a product named differently adds nothing).
            for dependencyID in Self.strings(target["packageProductDependencies"]) {
                guard let dependency = object(dependencyID), let product = dependency["productName"] as? String,
                      !product.isEmpty, !product.contains("/"), product != ".", product != ".." else { continue }
                // A product of a remote package (`package` names an `XCRemoteSwiftPackageReference`) is no file here.
                if let package = object(dependency["package"]), package["isa"] as? String == "XCRemoteSwiftPackageReference" { continue }
                for package in localPackages {
                    guard let sources = ProjectPath.join(package, "Sources/" + product) else { continue }
                    if !result.folders.contains(where: { $0.path == sources }) { result.folders.append(.init(path: sources)) }
                }
            }
            // An exception set of a synchronized folder the target does not list adds those files to it.
            let listed = Set(Self.strings(target["fileSystemSynchronizedGroups"]))
            for groupID in synchronizedGroups where !listed.contains(groupID) {
                guard let folder = folder(of: groupID, projectDir: projectDir, depth: 0) else { continue }
                result.files.formUnion(membershipExceptions(of: groupID, target: id, folder: folder))
            }
            return result
        }

        /// The files (root-relative, under `folder`) that the synchronized folder `groupID`'s exception sets name
        /// for `target`: left out of the target when it lists the folder, added to it when it does not.
        func membershipExceptions(of groupID: String, target: String, folder: String) -> [String] {
            var result: [String] = []
            for exceptionID in Self.strings(object(groupID)?["exceptions"]) {
                guard let exception = object(exceptionID), exception["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                      exception["target"] as? String == target else { continue }
                result += Self.strings(exception["membershipExceptions"]).compactMap { ProjectPath.join(folder, $0) }
            }
            return result
        }

        /// The paths a build file's reference stands for: a file, or a variant group's localized files (variant
        /// groups hold files; `depth` ends a group that holds itself).
        mutating func filePaths(_ id: String, projectDir: String, depth: Int = 0) -> [String] {
            guard depth < 4, let reference = object(id), let isa = reference["isa"] as? String else { return [] }
            if isa == "PBXVariantGroup" || isa == "XCVersionGroup" {
                return Self.strings(reference["children"]).flatMap { filePaths($0, projectDir: projectDir, depth: depth + 1) }
            }
            guard isa == "PBXFileReference", let path = path(of: id, projectDir: projectDir, depth: 0) else { return [] }
            // Only sources and storyboards: a missing plist is often a secret kept out of the repository on purpose.
            if FileDiscovery.isIndexedFile(ProjectPath.baseName(of: path)) {
                if !fileExists(path) { missing.insert(path) }
            }
            return [path]
        }

        /// Where a file reference or group is, relative to the root; nil outside it (`SDKROOT`, built products,
        /// absolute paths) or in a cycle.
        mutating func path(of id: String, projectDir: String, depth: Int) -> String? {
            guard depth < 64, let item = object(id) else { return nil }
            let own = item["path"] as? String
            switch item["sourceTree"] as? String ?? "<group>" {
            case "<group>":
                guard let parent = parents[id] else {
                    // The main group: relative to the project's folder.
                    return own.flatMap { ProjectPath.join(projectDir, $0) } ?? projectDir
                }
                guard let base = folder(of: parent, projectDir: projectDir, depth: depth + 1) else { return nil }
                return own.flatMap { ProjectPath.join(base, $0) } ?? base
            case "SOURCE_ROOT":
                return own.flatMap { ProjectPath.join(projectDir, $0) } ?? projectDir
            default:
                // `SDKROOT`, `BUILT_PRODUCTS_DIR`, `DEVELOPER_DIR`, `<absolute>`: nothing of the scanned folder.
                return nil
            }
        }

        mutating func folder(of id: String, projectDir: String, depth: Int) -> String? {
            if let known = folderCache[id] { return known }
            let found = path(of: id, projectDir: projectDir, depth: depth)
            folderCache[id] = found
            return found
        }

        /// Groups already walked: a group listed by several parents (or by itself) is walked once.
        var walkedGroups: Set<String> = []

        /// Group names down to each file whose group is no folder of its own (a group without `path`).
        mutating func collectGroups(_ id: String, names: [String], projectDir: String, depth: Int) {
            guard depth < 64, walkedGroups.insert(id).inserted, let group = object(id) else { return }
            for childID in Self.strings(group["children"]) {
                guard let child = object(childID), let isa = child["isa"] as? String else { continue }
                if isa == "PBXGroup" {
                    let name = (child["name"] as? String) ?? (child["path"] as? String).map(ProjectPath.baseName(of:)) ?? ""
                    collectGroups(childID, names: name.isEmpty ? names : names + [name], projectDir: projectDir, depth: depth + 1)
                } else if isa == "PBXFileReference", child["path"] != nil, let path = path(of: childID, projectDir: projectDir, depth: 0),
                          FileDiscovery.isIndexedFile(ProjectPath.baseName(of: path)), !names.isEmpty {
                    result.groups[path] = names
                }
            }
        }
    }
}
