import Foundation
import VipermapModel

/// What the app's projects say, put together for one index run: the Xcode projects (`*.xcodeproj`, and those a
/// workspace lists) in the folders discovery found, else an XcodeGen `project.yml`; which targets build each file;
/// how each app launches. Without any project, ``isEmpty`` and folder rules decide everything, as before.
struct ProjectIndex: Sendable {
    /// Projects read, by path.
    var projects: [ProjectDescription] = []
    /// Problems with the projects (malformed, missing files, unknown object types), and notes such as a Tuist
    /// manifest that could not be read.
    var findings: [Finding] = []
    /// Lines for the run's summary (a Tuist manifest read as folder rules).
    var notes: [String] = []

    var targets: [ProjectTarget] { projects.flatMap(\.targets) }
    var isEmpty: Bool { projects.allSatisfy { $0.targets.isEmpty } }

    /// Folders (relative to the root) whose files a project with targets describes: a file below one that no target
    /// builds is not built. A file outside every such folder keeps the folder rules.
    var scopes: [String] {
        projects.filter { !$0.targets.isEmpty }.map { ProjectPath.folder(of: $0.path) }
    }

    /// The targets that build `path`, in project and name order.
    func targets(of path: String) -> [ProjectTarget] {
        var result: [ProjectTarget] = []
        for project in projects where ProjectPath.isInside(path, ProjectPath.folder(of: project.path)) {
            result += project.targets.filter { $0.contains(path) }
        }
        return result
    }

    /// Projects whose targets build none of the files below them (`files`: the indexed files, relative to the root)
    /// describe something else (a stub, sources generated elsewhere): their targets are dropped, with a finding, and
    /// their files keep the folder rules rather than all becoming "not built".
    mutating func dropProjectsBuildingNothing(of files: [String]) {
        for position in projects.indices where !projects[position].targets.isEmpty {
            let project = projects[position]
            let scope = ProjectPath.folder(of: project.path)
            let below = files.filter { ProjectPath.isInside($0, scope) }
            guard !below.isEmpty, !below.contains(where: { file in project.targets.contains { $0.contains(file) } }) else { continue }
            projects[position].targets = []
            findings.append(Finding(
                rule: "projectProblem",
                message: "\(project.path)'s targets build none of the \(below.count) Swift files and storyboards below it; its files keep the folder rules.",
                file: project.path))
        }
    }

    /// Reads the projects of an app. `projectFolders`: the folders discovery saw an `*.xcodeproj` in.
    static func read(root: URL, projectFolders: Set<String>) -> ProjectIndex {
        var index = ProjectIndex()
        let rootPath = root.standardizedFileURL.resolvingSymlinksInPath().path
        func absolute(_ relative: String) -> String { relative.isEmpty ? rootPath : rootPath + "/" + relative }
        let fileManager = FileManager.default
        func entries(_ folder: String) -> [String] {
            ((try? fileManager.contentsOfDirectory(atPath: absolute(folder))) ?? []).sorted()
        }
        func load(_ relative: String) -> Data? {
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: absolute(relative), isDirectory: &isFolder), !isFolder.boolValue else { return nil }
            return fileManager.contents(atPath: absolute(relative))
        }
        func exists(_ relative: String) -> Bool { fileManager.fileExists(atPath: absolute(relative)) }
        func join(_ folder: String, _ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }

        // Xcode projects: those beside the sources, and those the root's workspaces list.
        var projectPaths: [String] = []
        for folder in projectFolders.sorted() {
            for name in entries(folder) where name.hasSuffix(".xcodeproj") { projectPaths.append(join(folder, name)) }
        }
        let workspaceFolders = Set([""]).union(projectFolders)
        for folder in workspaceFolders.sorted() {
            for name in entries(folder) where name.hasSuffix(".xcworkspace") {
                let workspace = join(folder, name)
                guard let data = load(workspace + "/contents.xcworkspacedata") else { continue }
                do {
                    for project in try WorkspaceReader.projects(data, workspace: workspace) where !projectPaths.contains(project) {
                        // Projects of dependency managers (`Pods/Pods.xcodeproj`) are not the app's.
                        if project.split(separator: "/").dropLast().contains(where: { FileDiscovery.isExcludedFolder(String($0)) || $0.hasPrefix(".") }) { continue }
                        if exists(project) {
                            projectPaths.append(project)
                        } else {
                            index.findings.append(Finding(rule: "projectProblem", message: "\(workspace) lists \(project), which does not exist.", file: workspace))
                        }
                    }
                } catch let error as ProjectReadError {
                    index.findings.append(Finding(rule: "projectProblem", message: error.message, file: workspace))
                } catch {}
            }
        }
        for project in projectPaths {
            guard let data = load(project + "/project.pbxproj") else {
                index.findings.append(Finding(rule: "projectProblem", message: "\(project) has no readable project.pbxproj; its files keep the folder rules.", file: project))
                continue
            }
            do {
                index.projects.append(try PBXProjectReader.read(data, path: project, fileExists: exists))
            } catch let error as ProjectReadError {
                index.findings.append(Finding(rule: "projectProblem", message: error.message + " Its files keep the folder rules.", file: project))
            } catch {}
        }
        // Generated projects: an XcodeGen spec or a Tuist manifest where no `.xcodeproj` is committed.
        var generatorFolders = [""]
        for name in entries("") where !name.hasPrefix(".") && !FileDiscovery.isExcludedFolder(name) {
            var isFolder: ObjCBool = false
            if fileManager.fileExists(atPath: absolute(name), isDirectory: &isFolder), isFolder.boolValue { generatorFolders.append(name) }
        }
        for folder in generatorFolders where !projectFolders.contains(folder) {
            let names = Set(entries(folder))
            if names.contains("project.yml") {
                do {
                    var project = try XcodeGenReader.read(path: join(folder, "project.yml"), load: load)
                    // XcodeGen writes the Info.plists it names when it generates the project.
                    for position in project.targets.indices { project.targets[position].infoPlistsGenerated = true }
                    index.projects.append(project)
                } catch let error as ProjectReadError {
                    index.findings.append(Finding(rule: "projectProblem", message: error.message + " Its files keep the folder rules.", file: join(folder, "project.yml")))
                } catch {}
            } else if names.contains("Project.swift") || names.contains("Workspace.swift") {
                let manifest = join(folder, names.contains("Project.swift") ? "Project.swift" : "Workspace.swift")
                index.notes.append("\(manifest) is a Tuist manifest (Swift code, not data): targets were not read, folder rules decide what is an app. Run `tuist generate` and map the generated project to use its targets.")
            }
        }
        // How each app launches: its Info.plists read (through PropertyListSerialization) once, here.
        for p in index.projects.indices {
            for t in index.projects[p].targets.indices where [.app, .appExtension].contains(index.projects[p].targets[t].kind) {
                var target = index.projects[p].targets[t]
                target.launch = InfoPlistReader.Launch(storyboards: target.mainStoryboards, sceneDelegates: target.sceneDelegates)
                for plist in target.infoPlists {
                    // Xcode runs on a case-insensitive file system by default: `info.plist` names `Info.plist` there.
                    guard let data = load(plist) ?? ProjectPath.caseInsensitiveMatch(plist, in: entries).flatMap(load) else {
                        if !target.infoPlistsGenerated {
                            target.launchProblems.append(Finding(rule: "projectProblem", message: "\(target.project): target \(target.name)'s Info.plist \(plist) does not exist; its launch storyboard and scene delegate were not read from it.", file: target.project))
                        }
                        continue
                    }
                    do {
                        let read = try InfoPlistReader.read(data, path: plist)
                        for name in read.storyboards where !target.launch.storyboards.contains(name) { target.launch.storyboards.append(name) }
                        for name in read.sceneDelegates where !target.launch.sceneDelegates.contains(name) { target.launch.sceneDelegates.append(name) }
                    } catch let error as ProjectReadError {
                        target.launchProblems.append(Finding(rule: "projectProblem", message: error.message, file: plist))
                    } catch {}
                }
                index.projects[p].targets[t] = target
            }
        }
        for project in index.projects {
            index.findings += project.findings
            if project.targets.isEmpty {
                index.findings.append(Finding(rule: "projectProblem", message: "\(project.path) declares no target vipermap could read; its files keep the folder rules.", file: project.path))
            }
        }
        return index
    }
}
