import Foundation
import Testing
import VipermapModel

@Suite struct AppMapCodingTests {
    static func sample() -> AppMap {
        AppMap(
            modules: [
                Module(id: "Login", name: "Login", domain: "Auth", status: .done,
                       components: [Component(role: .wireframe, type: "LoginWireframe", file: "Login/LoginWireframe.swift", line: 3)]),
                Module(id: "Home", name: "Home", domain: nil, status: .planned),
            ],
            routes: [
                Route(from: "Login", to: "Home", transition: .setRoot, trigger: "home", file: "Login/LoginWireframe.swift", line: 30),
                Route(from: nil, to: "Login", transition: .setRoot, file: "AppDelegate.swift", line: 9),
            ],
            entryPoints: [EntryPoint(module: "Login", file: "AppDelegate.swift", line: 9, kind: "appDelegate")]
        )
    }

    @Test func contractFieldsAreWrittenEvenWhenNull() throws {
        let data = try JSONEncoder().encode(Self.sample())
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        let modules = try #require(object["modules"] as? [[String: Any]])
        let home = try #require(modules.first { $0["id"] as? String == "Home" })
        #expect(home["domain"] is NSNull)
        #expect(Set(home.keys).isSuperset(of: ["id", "name", "domain", "status", "components"]))
        let routes = try #require(object["routes"] as? [[String: Any]])
        let entry = try #require(routes.first { $0["from"] is NSNull })
        #expect(entry["trigger"] is NSNull)
        #expect(Set(entry.keys).isSuperset(of: ["from", "to", "transition", "trigger", "file", "line"]))
    }

    @Test func roundTripsThroughJSON() throws {
        let map = Self.sample().normalized()
        let decoded = try AppMap.decode(jsonData: try JSONEncoder().encode(map))
        #expect(decoded == map)
    }

    @Test func normalizedOrderIsIndependentOfInputOrder() {
        var shuffled = Self.sample()
        shuffled.modules.reverse()
        shuffled.routes.reverse()
        #expect(shuffled.normalized() == Self.sample().normalized())
        #expect(Self.sample().normalized().modules.map(\.id) == ["Home", "Login"])
        #expect(Self.sample().normalized().routes.map { $0.from ?? "∅" } == ["∅", "Login"])
    }

    @Test func malformedJSONSaysWhatToDo() {
        #expect(throws: MapDecodingError.self) { try AppMap.decode(jsonData: Data("{\"schemaVersion\": 1".utf8), source: "x/map.json") }
        do {
            _ = try AppMap.decode(jsonData: Data("{\"schemaVersion\": 1, \"modules\": 3, \"routes\": []}".utf8), source: "x/map.json")
            Issue.record("expected an error")
        } catch {
            let message = "\(error)"
            #expect(message.hasPrefix("x/map.json is not a valid vipermap map.json (wrong type at .modules"))
            #expect(message.hasSuffix("regenerate it with `vipermap index`."))
        }
    }

    @Test func otherSchemaVersionIsRejected() {
        #expect(throws: MapDecodingError.unsupportedSchema(source: "m.json", version: 2)) {
            try AppMap.decode(jsonData: Data("{\"schemaVersion\": 2, \"modules\": [], \"routes\": []}".utf8), source: "m.json")
        }
    }

    @Test func graphViewsIgnoreBackAndUnresolvedRoutes() {
        var map = Self.sample()
        map.routes.append(Route(from: "Home", to: nil, transition: .dismiss, file: "h.swift", line: 1))
        map.routes.append(Route(from: "Home", to: nil, transition: .push, file: "h.swift", line: 2, target: "makeScreen()"))
        #expect(map.successors == ["Login": ["Home"]])
        #expect(map.predecessors == ["Home": ["Login"]])
        #expect(map.entryModuleIDs == ["Login"])
        #expect(map.routes.filter(\.isUnresolved).map(\.line) == [2])
    }
}
