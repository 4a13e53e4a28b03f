"""
URL configuration for library project.

The `urlpatterns` list routes URLs to views. For more information please see:
    https://docs.djangoproject.com/en/5.2/topics/http/urls/
"""
from django.conf import settings
from django.conf.urls.static import static
from django.contrib import admin
from django.urls import include, path
from rest_framework import routers

from books import views

router = routers.DefaultRouter()
router.register(r"books", views.BookViewSet)
router.register(r"offset-books", views.OffsetBookViewSet, basename="offset-book")
router.register(r"cursor-books", views.CursorBookViewSet, basename="cursor-book")
router.register(r"attachments", views.AttachmentViewSet)

# Wire up our API using automatic URL routing.
# Additionally, we include login URLs for the browsable API.
urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/", include(router.urls)),
    path("api-auth/", include("rest_framework.urls", namespace="rest_framework")),
    path("exports/<slug:name>", views.export, name="export"),
]

# The uploaded files at MEDIA_URL, as Django's docs serve them during development (static()
# adds the route only when DEBUG is on): an attachment's `document` is the URL of its file,
# and the tests read the bytes stored back from it.
urlpatterns += static(settings.MEDIA_URL, document_root=settings.MEDIA_ROOT)
