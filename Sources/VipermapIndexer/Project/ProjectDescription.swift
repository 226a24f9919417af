import VipermapModel

/// What one project file (`project.pbxproj`, `project.yml`) says about the app: its targets, the Xcode groups of its
/// files, and what was wrong with it.
struct ProjectDescription: Sendable {
    /// The project, relative to the root (`App.xcodeproj`, `Apps/Shop/project.yml`).
    var path: String
    var targets: [ProjectTarget] = []
    /// For each file (relative to the root) of a group that is not a folder on disk: the names of its groups, from
    /// the project's main group down (`["Screens", "Auth", "Login"]`).
    var groups: [String: [String]] = [:]
    /// Problems: a clear finding each (the project's path as file).
    var findings: [Finding] = []
}

/// Why a project file could not be read at all: folder rules apply to its files.
struct ProjectReadError: Error, Equatable {
    var message: String
}
