import Foundation
import VipermapModel

/// Encodes an ``AppMap`` as `map.json`: sorted keys, two-space indentation, canonical array order,
/// a trailing newline. The same map always gives the same bytes.
///
/// The bytes are those Foundation's `JSONEncoder` writes for the model's `Codable` conformance
/// (`[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`; ``foundationData(for:)`` keeps that reference),
/// written field by field instead: `JSONEncoder` boxes every value and asks each whether it is a `Date`, `Data` or
/// `URL`, which for a 2,000-module map cost about as much as linking it. `MapJSONWriterTests` compares the two
/// on every fixture and on hostile text, so a field added to the model without being added here fails a test.
public enum MapJSONWriter {
    /// `map.json`'s bytes for `map`.
    public static func data(for map: AppMap) -> Data {
        // About 5 KB per module (10 MB at 2,000): one allocation for most maps.
        var json = JSONText(capacity: (1 << 20) + map.modules.count * 5_200)
        write(map, into: &json)
        return json.data()
    }

    /// Writes `map`, normalized, as one JSON object at the end of `json`, in `json`'s layout: what `JSONEncoder`
    /// with `.sortedKeys` and `.withoutEscapingSlashes` writes for it (nil fields as `null`, as the model encodes
    /// them), whether `.prettyPrinted` or not. The explorer writes the map into its page this way.
    public static func write(_ map: AppMap, into json: inout JSONText) {
        let map = map.normalized()
        json.openObject()
        json.key("entryPoints")
        json.openArray()
        for entry in map.entryPoints {
            json.nextItem()
            json.openObject()
            if let branch = entry.branch { json.key("branch"); json.value(branch) }
            json.key("file"); json.value(entry.file)
            json.key("kind"); json.value(entry.kind)
            json.key("line"); json.value(entry.line)
            json.key("module"); json.value(entry.module)
            json.closeObject()
        }
        json.closeArray()
        json.key("findings")
        json.openArray()
        for finding in map.findings {
            json.nextItem()
            json.openObject()
            json.key("file"); json.value(finding.file)
            json.key("line"); json.value(finding.line)
            json.key("message"); json.value(finding.message)
            json.key("module"); json.value(finding.module)
            json.key("rule"); json.value(finding.rule)
            json.closeObject()
        }
        json.closeArray()
        json.key("modules")
        json.openArray()
        for module in map.modules {
            json.nextItem()
            write(module, into: &json)
        }
        json.closeArray()
        if let resolution = map.resolution {
            json.key("resolution")
            write(resolution, into: &json)
        }
        json.key("routes")
        json.openArray()
        for route in map.routes {
            json.nextItem()
            write(route, into: &json)
        }
        json.closeArray()
        json.key("schemaVersion"); json.value(map.schemaVersion)
        json.closeObject()
    }

    private static func write(_ module: Module, into json: inout JSONText) {
        json.openObject()
        json.key("area"); json.value(module.area)
        json.key("areaSource"); json.value(module.areaSource?.rawValue)
        json.key("breadcrumb"); json.value(module.breadcrumb)
        json.key("components")
        json.openArray()
        for component in module.components {
            json.nextItem()
            json.openObject()
            json.key("file"); json.value(component.file)
            json.key("line"); json.value(component.line)
            json.key("role"); json.value(component.role.rawValue)
            json.key("type"); json.value(component.type)
            json.closeObject()
        }
        json.closeArray()
        json.key("declaration")
        if let declaration = module.declaration {
            json.openObject()
            json.key("file"); json.value(declaration.file)
            json.key("line"); json.value(declaration.line)
            json.closeObject()
        } else {
            json.null()
        }
        json.key("domain"); json.value(module.domain)
        json.key("evidence")
        json.openArray()
        for evidence in module.evidence {
            json.nextItem()
            json.openObject()
            json.key("file"); json.value(evidence.file)
            json.key("kind"); json.value(evidence.kind)
            json.key("line"); json.value(evidence.line)
            json.key("message"); json.value(evidence.message)
            json.key("status"); json.value(evidence.status.rawValue)
            json.closeObject()
        }
        json.closeArray()
        json.key("id"); json.value(module.id)
        json.key("name"); json.value(module.name)
        json.key("navigationOptions")
        json.openArray()
        for option in module.navigationOptions {
            json.nextItem()
            json.openObject()
            json.key("file"); json.value(option.file)
            json.key("line"); json.value(option.line)
            json.key("name"); json.value(option.name)
            json.key("state"); json.value(option.state.rawValue)
            json.closeObject()
        }
        json.closeArray()
        // Added fields (issue 22): only when a project says something, so maps of apps without one do not change.
        if module.notBuilt == true { json.key("notBuilt"); json.value(true) }
        json.key("project"); json.value(module.project)
        json.key("reachable"); json.value(module.reachable)
        json.key("resolution")
        if let resolution = module.resolution { write(resolution, into: &json) } else { json.null() }
        json.key("status"); json.value(module.status.rawValue)
        json.key("storyboards"); json.value(module.storyboards)
        if let targets = module.targets { json.key("targets"); json.value(targets) }
        json.closeObject()
    }

    private static func write(_ resolution: RouteResolution, into json: inout JSONText) {
        json.openObject()
        json.key("resolved"); json.value(resolution.resolved)
        json.key("total"); json.value(resolution.total)
        json.closeObject()
    }

    private static func write(_ route: Route, into json: inout JSONText) {
        json.openObject()
        json.key("condition"); json.value(route.condition)
        json.key("file"); json.value(route.file)
        json.key("from"); json.value(route.from)
        json.key("kind"); json.value(route.kind.rawValue)
        json.key("line"); json.value(route.line)
        json.key("target"); json.value(route.target)
        json.key("targetFile"); json.value(route.targetFile)
        json.key("targetType"); json.value(route.targetType)
        json.key("to"); json.value(route.to)
        json.key("transition"); json.value(route.transition.rawValue)
        json.key("trigger"); json.value(route.trigger)
        json.key("triggeredBy")
        json.openArray()
        for site in route.triggeredBy {
            json.nextItem()
            json.openObject()
            json.key("file"); json.value(site.file)
            json.key("line"); json.value(site.line)
            json.key("method"); json.value(site.method)
            json.key("type"); json.value(site.type)
            json.closeObject()
        }
        json.closeArray()
        json.closeObject()
    }

    /// What Foundation's `JSONEncoder` writes for the same map: the reference ``data(for:)`` must match byte for byte.
    public static func foundationData(for map: AppMap) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding value types with String/Int/Bool fields cannot fail.
        var data = try! encoder.encode(map.normalized())
        data.append(0x0A)
        return data
    }
}
