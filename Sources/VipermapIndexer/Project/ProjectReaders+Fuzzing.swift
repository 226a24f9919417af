import Foundation

/// Entry points for `vipermap-fuzz` (Sources/vipermap-fuzz): a project, workspace, XcodeGen spec or Info.plist comes
/// from the repository being mapped, so its readers are fuzzed like the Swift and storyboard readers.
@_spi(Fuzzing)
public enum ProjectReadersFuzzing {
    /// The readers, by the fuzz input's selector.
    public enum Reader: CaseIterable {
        case pbxproj, infoPlist, workspace, xcodeGen
    }

    /// Reads `data` with one reader: it may reject the bytes (``ProjectReadError``) or read them, never trap or hang.
    /// What it read is walked, so a description holding invalid state surfaces here.
    public static func read(_ data: Data, with reader: Reader) {
        switch reader {
        case .pbxproj:
            guard let project = try? PBXProjectReader.read(data, path: "Fuzz.xcodeproj", fileExists: { $0.count % 2 == 0 }) else { return }
            walk(project)
        case .infoPlist:
            _ = try? InfoPlistReader.read(data, path: "Info.plist")
        case .workspace:
            _ = try? WorkspaceReader.projects(data, workspace: "Fuzz.xcworkspace")
        case .xcodeGen:
            // The spec includes itself and a second copy of itself: include cycles must end.
            guard let project = try? XcodeGenReader.read(path: "project.yml", load: { $0 == "project.yml" || $0 == "more.yml" ? data : nil }) else { return }
            walk(project)
        }
    }

    private static func walk(_ project: ProjectDescription) {
        for target in project.targets {
            _ = target.contains("App/File.swift")
            _ = target.files.count + target.folders.count + target.infoPlists.count + target.mainStoryboards.count
        }
        _ = project.groups.count + project.findings.count
    }
}
