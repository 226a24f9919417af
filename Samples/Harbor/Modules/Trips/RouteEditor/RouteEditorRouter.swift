//
//  RouteEditorRouter.swift
//  Harbor
//

import UIKit
import UniformTypeIdentifiers

final class RouteEditorRouter {

    weak var viewController: RouteEditorViewController?
}

extension RouteEditorRouter: RouteEditorRouterProtocol {
    func openWaypoint(waypointID: String) {
        let screen = WaypointModuleBuilder.build(waypointID: waypointID)
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }

    func importGPX() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [UTType(filenameExtension: "gpx") ?? .xml])
        picker.delegate = viewController
        picker.allowsMultipleSelection = false
        viewController?.present(picker, animated: true)
    }

    func confirmDiscardChanges(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: NSLocalizedString("Discard route changes?", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .default) { _ in onConfirm() })
        viewController?.present(alert, animated: true)
    }
}
