//
//  InviteMemberPresenter.swift
//  Larder
//

import Foundation

final class InviteMemberPresenter {

    private weak var view: InviteMemberViewProtocol?
    private let interactor: InviteMemberInteractorInput
    private let router: InviteMemberRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: InviteMemberViewProtocol, interactor: InviteMemberInteractorInput, router: InviteMemberRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension InviteMemberPresenter: InviteMemberPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapShareInviteLink() {
        let link = URL(string: "https://larder.example.com/join/")!
        router.shareInviteLink(items: [link])
    }

    func didTapClose() {
        router.close()
    }
}

extension InviteMemberPresenter: InviteMemberInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
