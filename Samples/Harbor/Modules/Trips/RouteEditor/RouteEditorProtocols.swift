//
//  RouteEditorProtocols.swift
//  Harbor
//

import UIKit

protocol RouteEditorViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol RouteEditorPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectWaypoint(at index: Int)
    func didTapImportGPX()
    func didTapConfirmDiscardChanges()
    func didPick(documents: [URL])
}

protocol RouteEditorInteractorInput: AnyObject {
    func load()
}

protocol RouteEditorInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol RouteEditorRouterProtocol: AnyObject {
    func openWaypoint(waypointID: String)
    func importGPX()
    func confirmDiscardChanges(onConfirm: @escaping () -> Void)
}
