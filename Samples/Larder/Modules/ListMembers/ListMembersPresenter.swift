//
//  ListMembersPresenter.swift
//  Larder
//

import Foundation

final class ListMembersPresenter {

    private weak var view: ListMembersViewProtocol?
    private let interactor: ListMembersInteractorInput
    private let router: ListMembersRouterProtocol
    private let listID: String
    private var sections: [[ListItem]] = []

    init(view: ListMembersViewProtocol, interactor: ListMembersInteractorInput, router: ListMembersRouterProtocol, listID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.listID = listID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension ListMembersPresenter: ListMembersPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapInviteMember() {
        router.openInviteMember()
    }
}

extension ListMembersPresenter: ListMembersInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
