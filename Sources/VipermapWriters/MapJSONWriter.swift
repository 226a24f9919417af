import Foundation
import VipermapModel

/// Encodes an ``AppMap`` as `map.json`: sorted keys, two-space indentation, canonical array order,
/// a trailing newline. The same map always gives the same bytes.
public enum MapJSONWriter {
    public static func data(for map: AppMap) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding value types with String/Int/Bool fields cannot fail.
        var data = try! encoder.encode(map.normalized())
        data.append(0x0A)
        return data
    }
}
