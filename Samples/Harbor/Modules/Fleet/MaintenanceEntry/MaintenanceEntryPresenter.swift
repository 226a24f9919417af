//
//  MaintenanceEntryPresenter.swift
//  Harbor
//

import UIKit

final class MaintenanceEntryPresenter {

    private weak var view: MaintenanceEntryViewProtocol?
    private let interactor: MaintenanceEntryInteractorInput
    private let router: MaintenanceEntryRouterProtocol
    private let entryID: String
    private var sections: [[ListItem]] = []

    init(view: MaintenanceEntryViewProtocol, interactor: MaintenanceEntryInteractorInput, router: MaintenanceEntryRouterProtocol, entryID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.entryID = entryID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension MaintenanceEntryPresenter: MaintenanceEntryPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapPickReceiptPhoto() {
        router.pickReceiptPhoto()
    }

    func didTapImportInvoice() {
        router.importInvoice()
    }

    func didPick(images: [UIImage]) {
        guard !images.isEmpty else { return }
        sections.append(images.indices.map { ListItem(id: "photo-\($0)", title: "New photo") })
        view?.display(sections: sections)
    }

    func didPick(documents: [URL]) {
        let items = documents.map { ListItem(id: $0.absoluteString, title: $0.lastPathComponent) }
        sections.append(items)
        view?.display(sections: sections)
    }

    func didTapClose() {
        router.close()
    }
}

extension MaintenanceEntryPresenter: MaintenanceEntryInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
