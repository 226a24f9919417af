//
//  ContactSupportPresenter.swift
//  Harbor
//

import UIKit

final class ContactSupportPresenter {

    private weak var view: ContactSupportViewProtocol?
    private let interactor: ContactSupportInteractorInput
    private let router: ContactSupportRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: ContactSupportViewProtocol, interactor: ContactSupportInteractorInput, router: ContactSupportRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension ContactSupportPresenter: ContactSupportPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapComposeSupportMail() {
        router.composeSupportMail(subject: "Harbor: Contact us", body: "")
    }

    func didTapAttachLog() {
        router.attachLog()
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

extension ContactSupportPresenter: ContactSupportInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
