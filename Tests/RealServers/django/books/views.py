from pathlib import Path

from django.conf import settings
from django.http import FileResponse, Http404
from rest_framework import pagination, viewsets

from books.models import Attachment, Book
from books.serializers import AttachmentSerializer, BookSerializer


class BookViewSet(viewsets.ModelViewSet):
    """
    API endpoint that allows books to be viewed or edited.
    """
    queryset = Book.objects.all().order_by("id")
    serializer_class = BookSerializer


class OffsetBookViewSet(BookViewSet):
    """
    The same books, paged by `limit` and `offset`.
    """
    pagination_class = pagination.LimitOffsetPagination


class BookCursorPagination(pagination.CursorPagination):
    # By id, as the other lists are, not newest first as the default "-created" would.
    ordering = "id"


class CursorBookViewSet(BookViewSet):
    """
    The same books, paged by an opaque `cursor`.
    """
    pagination_class = BookCursorPagination


class AttachmentViewSet(viewsets.ModelViewSet):
    """
    API endpoint that allows attachments, a title and an uploaded document, to be viewed or
    edited. DRF's default parsers take JSON, a form and multipart/form-data.
    """
    queryset = Attachment.objects.all().order_by("id")
    serializer_class = AttachmentSerializer


def export(request, name):
    """
    An export, `EXPORTS_ROOT/<name>.bin`, as Django's FileResponse sends a file: whole, as an
    attachment named by Content-Disposition, with its Content-Length and nothing else (no
    ETag, no Last-Modified, and a Range ignored).
    """
    path = Path(settings.EXPORTS_ROOT) / f"{name}.bin"
    if not path.is_file():
        raise Http404("No such export")
    return FileResponse(open(path, "rb"), as_attachment=True, filename=path.name)
