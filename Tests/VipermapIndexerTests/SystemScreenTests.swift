import Testing
import VipermapModel

/// A screen the code builds that is no module is named by its type: an SDK's controller is a `system` screen, a
/// controller the app declares is a `plain` one — however the value reaches the call that shows it.
@Suite struct SystemScreenTests {
    static let errors = """
    import UIKit
    extension UIAlertController {
        static func errorAlert(title: String = "", message: String) -> UIAlertController {
            let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            return alert
        }
        static func anyScreen() -> UIViewController { UIAlertController() }
    }
    /// A dependency's picker (not in the sources), subclassed by the app.
    class PhotoPicker: GalleryPickerController {}
    """

    /// `"kind targetType target"` of each route out of Notes, by line.
    static func kinds(_ map: AppMap, from: String) -> [Int: String] {
        Dictionary(uniqueKeysWithValues: map.routes.filter { $0.from == from }.map {
            ($0.line, "\($0.kind.rawValue) \($0.targetType ?? "-") \($0.target ?? "-")")
        })
    }

    @Test func screensBuiltByAStaticFactoryOrHeldInAPropertyAreKnownByType() throws {
        let fixture = try Fixture([
            "Notes/Errors.swift": Self.errors,
            "Notes/Notes.swift": """
            import UIKit
            final class NotesViewController: UIViewController {
                var presenter: NotesPresenter?
                private let picker = PhotoPicker()
                func showError(_ text: String) {
                    1️⃣present(UIAlertController.errorAlert(message: text), animated: true, completion: nil)
                }
                func showStoredError(_ text: String) {
                    let alert = UIAlertController.errorAlert(message: text)
                    2️⃣present(alert, animated: true, completion: nil)
                }
                func pickPhotos() { 3️⃣self.present(self.picker, animated: true, completion: nil) }
                func showAny() { 4️⃣present(UIAlertController.anyScreen(), animated: true) }
            }
            final class NotesPresenter { weak var view: NotesViewController? }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(Self.kinds(map, from: "Notes") == [
            fixture.line("1️⃣"): "system UIAlertController UIAlertController.errorAlert(message: text)",
            fixture.line("2️⃣"): "system UIAlertController alert",
            fixture.line("3️⃣"): "plain PhotoPicker self.picker",
            // A factory declared to return the base type: what its body builds, not what its declaration says.
            fixture.line("4️⃣"): "system UIAlertController UIAlertController.anyScreen()",
        ])
    }
}
