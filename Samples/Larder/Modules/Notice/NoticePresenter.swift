//
//  NoticePresenter.swift
//  Larder
//

import Foundation

final class NoticePresenter {

    private weak var view: NoticeViewProtocol?
    private let router: NoticeRouterProtocol
    private let notice: AppNotice
    private var sections: [[ListItem]] = []

    init(view: NoticeViewProtocol, router: NoticeRouterProtocol, notice: AppNotice) {
        self.view = view
        self.router = router
        self.notice = notice
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension NoticePresenter: NoticePresenterProtocol {
    func viewDidLoad() {
        sections = [[ListItem(id: "notice", title: notice.title, subtitle: notice.message)]]
        view?.display(sections: sections)
    }

    func didTapMoreInfo() {
        router.openMoreInfo(url: URL(string: "https://larder.example.com/help")!)
    }

    func didTapClose() {
        router.close()
    }
}
