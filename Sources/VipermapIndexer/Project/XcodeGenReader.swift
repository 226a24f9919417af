import Foundation
import VipermapModel
import Yams

/// Reads an XcodeGen `project.yml` (YAML through Yams: anchors and merge keys resolved by Yams, `include`d files,
/// `targetTemplates` merged under the targets that name them, `${target_name}` expanded): each target's type, its
/// `sources` with their `excludes`, its Info.plist (`info.path`, `info.properties`) and the build settings that matter.
enum XcodeGenReader {
    /// Reads the spec at `path` (relative to the root); `load` returns a root-relative file's bytes (nil: missing).
    /// Throws ``ProjectReadError`` when the spec itself is not YAML or not a mapping; a missing or malformed
    /// `include` is a finding.
    static func read(path: String, load: (String) -> Data?) throws -> ProjectDescription {
        var result = ProjectDescription(path: path)
        guard let data = load(path) else { throw ProjectReadError(message: "\(path) cannot be read.") }
        let spec = try mapping(data, path: path)
        var targets: [String: (spec: [String: Any], folder: String)] = [:]
        var templates: [String: [String: Any]] = [:]
        func take(_ spec: [String: Any], folder: String) {
            for (name, value) in spec["targets"] as? [String: Any] ?? [:] {
                if let target = value as? [String: Any] { targets[name] = (merge(targets[name]?.spec ?? [:], target), folder) }
            }
            for (name, value) in spec["targetTemplates"] as? [String: Any] ?? [:] {
                if let template = value as? [String: Any] { templates[name] = merge(templates[name] ?? [:], template) }
            }
        }
        let folder = ProjectPath.folder(of: path)
        take(spec, folder: folder)
        // Included specs, breadth first, each once (an include cycle ends).
        var queue = includes(of: spec, folder: folder), seen: Set<String> = [path], missing: [String] = []
        while !queue.isEmpty {
            let include = queue.removeFirst()
            guard seen.insert(include).inserted, seen.count < 256 else { continue }
            guard let bytes = load(include) else {
                missing.append(include)
                continue
            }
            do {
                let included = try mapping(bytes, path: include)
                take(included, folder: ProjectPath.folder(of: include))
                queue += includes(of: included, folder: ProjectPath.folder(of: include))
            } catch let error as ProjectReadError {
                result.findings.append(Finding(rule: "projectProblem", message: error.message + " Its targets are not known.", file: include))
            } catch {}
        }
        // One finding for all missing includes: a spec split into one file per target may miss dozens.
        if !missing.isEmpty {
            let shown = missing.prefix(3).joined(separator: ", ") + (missing.count > 3 ? " and \(missing.count - 3) more" : "")
            result.findings.append(Finding(
                rule: "projectProblem",
                message: "\(path) includes \(missing.count == 1 ? "a spec" : "\(missing.count) specs") that do\(missing.count == 1 ? "es" : "") not exist (\(shown)); the targets they declare are not known.",
                file: path))
        }
        for name in targets.keys.sorted() {
            guard let (own, base) = targets[name] else { continue }
            var target = own
            for templateName in (own["templates"] as? [Any] ?? []).compactMap({ $0 as? String }).reversed() {
                guard let template = templates[templateName] else {
                    result.findings.append(Finding(rule: "projectProblem", message: "\(path): target \(name) uses template \(templateName), which no spec defines.", file: path))
                    continue
                }
                target = merge(substitute(template, name: name) as? [String: Any] ?? [:], target)
            }
            result.targets.append(self.target(name: name, spec: target, folder: base, project: path))
        }
        return result
    }

    static func mapping(_ data: Data, path: String) throws -> [String: Any] {
        guard let text = String(data: data, encoding: .utf8) else {
            throw ProjectReadError(message: "\(path) is not UTF-8 text.")
        }
        // Composed into nodes, then turned into values here: Yams' own `load` traps on a mapping key that is not a
        // scalar (`{[a]: b}`), and a spec is untrusted input.
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw ProjectReadError(message: "\(path) is not valid YAML (\(String(describing: error).prefix(200))).")
        }
        var budget = 200_000
        guard let node, let mapping = value(of: node, budget: &budget) as? [String: Any] else {
            throw ProjectReadError(message: "\(path) is not an XcodeGen spec (its top level is not a mapping).")
        }
        return mapping
    }

    /// The plain value of a node: strings, arrays, `[String: Any]` (`<<` merge keys applied, own keys on top; keys
    /// that are not scalars skipped). Aliases share nodes, so a small hostile spec can stand for a huge tree: past
    /// `budget` nodes the rest is left out.
    static func value(of node: Node, budget: inout Int) -> Any? {
        guard budget > 0 else { return nil }
        budget -= 1
        switch node {
        case let .scalar(scalar):
            return scalar.string
        case let .sequence(sequence):
            return sequence.compactMap { value(of: $0, budget: &budget) }
        case let .mapping(mapping):
            var merged: [String: Any] = [:]
            var own: [String: Any] = [:]
            for (key, item) in mapping {
                guard case let .scalar(scalar) = key else { continue }
                if scalar.string == "<<" {
                    let sources: [Node] = item.sequence.map(Array.init) ?? [item]
                    for source in sources {
                        if let values = value(of: source, budget: &budget) as? [String: Any] {
                            merged.merge(values) { first, _ in first }
                        }
                    }
                } else if let converted = value(of: item, budget: &budget) {
                    own[scalar.string] = converted
                }
            }
            return merged.merging(own) { _, second in second }
        case .alias:
            return nil
        }
    }

    static func includes(of spec: [String: Any], folder: String) -> [String] {
        let items: [Any] = (spec["include"] as? [Any]) ?? ((spec["include"] as? String).map { [$0] } ?? [])
        return items.compactMap { item -> String? in
            let path = (item as? String) ?? ((item as? [String: Any])?["path"] as? String)
            return path.flatMap { ProjectPath.join(folder, $0) }
        }
    }

    /// `base` with `over`'s keys on top: mappings merged key by key, anything else replaced.
    static func merge(_ base: [String: Any], _ over: [String: Any], depth: Int = 0) -> [String: Any] {
        var result = base
        for (key, value) in over {
            // Deeper than any spec nests (aliases can make a tree of any depth): the target's value wins as a whole.
            if depth < 16, let inner = value as? [String: Any], let below = result[key] as? [String: Any] {
                result[key] = merge(below, inner, depth: depth + 1)
            } else {
                result[key] = value
            }
        }
        return result
    }

    /// A template's strings with `${target_name}` and `$target_name` replaced by the target's name. YAML aliases
    /// share nodes, so a small hostile spec can stand for a huge tree: past `budget` nodes the rest stays as written.
    static func substitute(_ value: Any, name: String) -> Any {
        var budget = 100_000
        return substitute(value, name: name, budget: &budget)
    }

    private static func substitute(_ value: Any, name: String, budget: inout Int) -> Any {
        guard budget > 0 else { return value }
        budget -= 1
        switch value {
        case let text as String:
            return text.replacingOccurrences(of: "${target_name}", with: name).replacingOccurrences(of: "$target_name", with: name)
        case let list as [Any]:
            return list.map { substitute($0, name: name, budget: &budget) }
        case let mapping as [String: Any]:
            return mapping.mapValues { substitute($0, name: name, budget: &budget) }
        default:
            return value
        }
    }

    static func target(name: String, spec: [String: Any], folder: String, project: String) -> ProjectTarget {
        var target = ProjectTarget(name: name, kind: .init(productType: spec["type"] as? String ?? ""), project: project)
        let sources: [Any] = (spec["sources"] as? [Any]) ?? ((spec["sources"] as? String).map { [$0] } ?? [])
        for source in sources {
            let path = (source as? String) ?? ((source as? [String: Any])?["path"] as? String)
            guard let path, let joined = ProjectPath.join(folder, path) else { continue }
            let excludes = ((source as? [String: Any])?["excludes"] as? [Any] ?? []).compactMap { $0 as? String }
            target.folders.append(.init(path: joined, excludedGlobs: excludes.map(Glob.init)))
        }
        // Settings: `settings: {base: …, configs: {Debug: …}}` or the settings themselves.
        var settings: [[String: Any]] = []
        if let all = spec["settings"] as? [String: Any] {
            if all["base"] != nil || all["configs"] != nil {
                if let base = all["base"] as? [String: Any] { settings.append(base) }
                let configs = all["configs"] as? [String: Any] ?? [:]
                for key in configs.keys.sorted() { if let config = configs[key] as? [String: Any] { settings.append(config) } }
            } else {
                settings.append(all)
            }
        }
        BuildSettings(configurations: settings).apply(to: &target, folder: folder)
        if let info = spec["info"] as? [String: Any] {
            if let path = info["path"] as? String, let joined = ProjectPath.join(folder, path), !target.infoPlists.contains(joined) {
                target.infoPlists.append(joined)
            }
            if let properties = info["properties"] as? [String: Any] {
                let launch = InfoPlistReader.launch(of: properties)
                for storyboard in launch.storyboards where !target.mainStoryboards.contains(storyboard) { target.mainStoryboards.append(storyboard) }
                target.sceneDelegates = launch.sceneDelegates
            }
        }
        return target
    }
}
