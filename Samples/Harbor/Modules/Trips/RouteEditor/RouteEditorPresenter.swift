//
//  RouteEditorPresenter.swift
//  Harbor
//

import UIKit

final class RouteEditorPresenter {

    private weak var view: RouteEditorViewProtocol?
    private let interactor: RouteEditorInteractorInput
    private let router: RouteEditorRouterProtocol
    private let tripID: String
    private var sections: [[ListItem]] = []

    init(view: RouteEditorViewProtocol, interactor: RouteEditorInteractorInput, router: RouteEditorRouterProtocol, tripID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.tripID = tripID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension RouteEditorPresenter: RouteEditorPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectWaypoint(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openWaypoint(waypointID: item.id)
    }

    func didTapImportGPX() {
        router.importGPX()
    }

    func didTapConfirmDiscardChanges() {
        router.confirmDiscardChanges { [weak self] in
            self?.sections = []
            self?.interactor.load()
        }
    }

    func didPick(documents: [URL]) {
        let items = documents.map { ListItem(id: $0.absoluteString, title: $0.lastPathComponent) }
        sections.append(items)
        view?.display(sections: sections)
    }
}

extension RouteEditorPresenter: RouteEditorInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
