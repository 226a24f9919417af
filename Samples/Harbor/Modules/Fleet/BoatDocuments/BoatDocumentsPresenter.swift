//
//  BoatDocumentsPresenter.swift
//  Harbor
//

import UIKit

final class BoatDocumentsPresenter {

    private weak var view: BoatDocumentsViewProtocol?
    private let interactor: BoatDocumentsInteractorInput
    private let router: BoatDocumentsRouterProtocol
    private let boatID: String
    private var sections: [[ListItem]] = []

    init(view: BoatDocumentsViewProtocol, interactor: BoatDocumentsInteractorInput, router: BoatDocumentsRouterProtocol, boatID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.boatID = boatID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension BoatDocumentsPresenter: BoatDocumentsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapImportDocument() {
        router.importDocument()
    }

    func didTapDocument() {
        guard let document = sections.last?.first?.documentURL else { return }
        router.openDocument(documentURL: document)
    }

    func didPick(documents: [URL]) {
        let items = documents.map { ListItem(id: $0.absoluteString, title: $0.lastPathComponent) }
        sections.append(items)
        view?.display(sections: sections)
    }
}

extension BoatDocumentsPresenter: BoatDocumentsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
