import Foundation

extension AppMap {
    /// Decodes a `map.json`. Throws ``MapDecodingError`` with a message that says what to do.
    public static func decode(jsonData data: Data, source: String = "map.json") throws -> AppMap {
        do {
            let map = try JSONDecoder().decode(AppMap.self, from: data)
            guard map.schemaVersion == currentSchemaVersion else {
                throw MapDecodingError.unsupportedSchema(source: source, version: map.schemaVersion)
            }
            return map
        } catch let error as MapDecodingError {
            throw error
        } catch let DecodingError.dataCorrupted(context) {
            throw MapDecodingError.malformed(source: source, detail: context.debugDescription)
        } catch let DecodingError.keyNotFound(key, context) {
            throw MapDecodingError.malformed(source: source, detail: "missing key '\(key.stringValue)' at \(Self.path(context.codingPath))")
        } catch let DecodingError.typeMismatch(_, context) {
            throw MapDecodingError.malformed(source: source, detail: "wrong type at \(Self.path(context.codingPath)): \(context.debugDescription)")
        } catch let DecodingError.valueNotFound(_, context) {
            throw MapDecodingError.malformed(source: source, detail: "null value at \(Self.path(context.codingPath))")
        } catch {
            throw MapDecodingError.malformed(source: source, detail: "\(error)")
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.isEmpty ? "top level" : codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}

/// A `map.json` that cannot be read.
public enum MapDecodingError: Error, Equatable, CustomStringConvertible {
    case malformed(source: String, detail: String)
    case unsupportedSchema(source: String, version: Int)

    public var description: String {
        switch self {
        case let .malformed(source, detail):
            return "\(source) is not a valid vipermap map.json (\(detail)); regenerate it with `vipermap index`."
        case let .unsupportedSchema(source, version):
            return "\(source) has schemaVersion \(version), this vipermap reads schemaVersion \(AppMap.currentSchemaVersion); regenerate it with this version's `vipermap index`."
        }
    }
}
